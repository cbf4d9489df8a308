import Foundation
import Synchronization
import SignalStore
import SignalStoreTesting
import Testing

/// Stamps the log with the wall-clock time it reads from its dependency.
private struct StampUseCase: UseCase {
    @Dependency(\.now) private var now
    let handledSignals: [any Signal.Type] = [Ping.self]

    func handle(_ signal: any Signal, state: LogState) async throws -> UseCaseResult<LogState> {
        let seconds = Int(now.now.timeIntervalSince1970)
        return .updating(state) { $0.entries.append("at \(seconds)") }
    }
}

@Suite("Dependencies")
struct DependencyTests {
    @Test("A use case reads the dependency the caller provided")
    func providedDependencyIsUsed() async throws {
        let result = try await withTestDependencies({ $0.now = .constant(Date(timeIntervalSince1970: 42)) }) {
            try await StampUseCase().handle(Ping(), state: LogState())
        }
        #expect(result.state?.entries == ["at 42"])
    }

    @Test("A dependency the test did not provide fails the test with its own name")
    func unprovidedDependencyFailsLoudly() async throws {
        try await withKnownIssue {
            _ = try await withTestDependencies {
                try await StampUseCase().handle(Ping(), state: LogState())
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Unimplemented dependency 'now'") }
        }
    }

    @Test("Live values are the default outside test mode")
    func liveValuesByDefault() async throws {
        let before = Date()
        let result = try await StampUseCase().handle(Ping(), state: LogState())
        let stamped = try #require(result.state?.entries.first?.split(separator: " ").last.flatMap { Int($0) })
        #expect(stamped >= Int(before.timeIntervalSince1970))
    }

    @Test("A store runs every chain with the dependencies it was created with")
    func storeKeepsItsDependencies() async {
        var values = DependencyValues()
        values.now = .constant(Date(timeIntervalSince1970: 7))
        let store = Store(initialState: LogState(), useCases: [StampUseCase()], dependencies: values)
        _ = await DependencyValues.with({ $0.now = .constant(Date(timeIntervalSince1970: 99)) }) {
            await store.send(Ping())
        }
        #expect(await store.state.entries == ["at 7"])
    }

    @Test("A seeded random source repeats its sequence and stays in the unit interval")
    func seededRandomSource() {
        let first = RandomSource.seeded(2026)
        let second = RandomSource.seeded(2026)
        let a = (0..<100).map { _ in first.unitInterval() }
        let b = (0..<100).map { _ in second.unitInterval() }
        #expect(a == b)
        #expect(a.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(Set(a).count > 90)
    }

    @Test("The logger dependency receives level, message and fields")
    func loggerReceivesEntries() async {
        let entries = LockedEntries()
        await DependencyValues.with({ values in
            values.logger = Logger { level, message, fields in entries.append("\(level) \(message) \(fields)") }
        }) {
            DependencyValues.current.logger.log(.notice, "hello", fields: ["LIFTD_SIGNAL": "ping"])
        }
        #expect(entries.values == ["notice hello [\"LIFTD_SIGNAL\": \"ping\"]"])
    }
}

/// Collects log lines from any task.
private final class LockedEntries: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
    var values: [String] { storage.withLock { $0 } }
}
