import Configuration
import ControlServer
import Foundation
import Glibc
import Plugins
import SignalStore
import Synchronization
import TestSupport
import Testing
@testable import Daemon

/// Stands for every signal whose use cases may read or write the database or files.
private struct StoredProbe: FieldlessSignal, Equatable {
    static let wireName = "stored-probe"
    static let access = SignalAccess.read
}

/// The name of the thread each probed use case ran on, by signal.
private final class ThreadRecord: Sendable {
    private let names = Mutex<[String: String]>([:])

    func note(_ signal: String) {
        let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
            .trimmingCharacters(in: .newlines) ?? "unreadable"
        names.withLock { $0[signal] = name }
    }

    subscript(signal: String) -> String? { names.withLock { $0[signal] } }
}

@Suite("Where the socket's requests run", .timeLimit(.minutes(1)))
struct RequestPlacementTests {
    @Test("A chain that may touch the database runs on the work thread, not a socket loop; ping stays on the loop that read it")
    func storeWorkRunsOffTheLoops() async throws {
        let directory = try TemporaryDirectory()
        let record = ThreadRecord()
        let store = Store(initialState: LiftdState(), useCases: [
            ClosureUseCase(on: Ping.self) { _, _ in
                record.note("ping")
                return .handledWithoutChange
            },
            ClosureUseCase(on: StoredProbe.self) { _, _ in
                record.note("stored-probe")
                return .handledWithoutChange
            },
        ])
        let settings = RequestSettings(
            signals: SignalDirectory([Ping.self, StoredProbe.self]),
            access: AccessPolicy(rules: AccessRules(), daemonUserID: getuid()))
        let handler = RequestHandler(
            store: store, workExecutor: WorkThreadExecutor.daemon, settings: { settings }, failed: { _ in })
        let socketSettings = SocketSettings(SocketSection.defaults(path: directory.path + "/liftd.sock"))
        let server = try ControlServer(listener: try ListeningSocket.bind(socketSettings), settings: socketSettings) {
            line, peer in await handler.respond(to: line, from: peer)
        }
        try server.start()
        let answers = try await exchange(socketSettings.path, Array("ping id=1\nstored-probe id=2\n".utf8), finishSending: true)
        await server.stop()

        #expect(answers.count == 2, "both requests answered: \(answers)")
        let pingThread = try #require(record["ping"], "the ping use case ran")
        let probeThread = try #require(record["stored-probe"], "the stored-probe use case ran")
        #expect(pingThread.hasPrefix("liftd-socket-"), "ping ran on \(pingThread)")
        #expect(probeThread == "liftd-work", "the database's use case ran on \(probeThread)")
    }
}
