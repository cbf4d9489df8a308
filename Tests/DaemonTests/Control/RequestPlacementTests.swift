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
    @Test("A chain that may touch the database runs on the work thread, not a socket loop; status is answered on the loop that read it, with no chain")
    func storeWorkRunsOffTheLoops() async throws {
        let directory = try TemporaryDirectory()
        let record = ThreadRecord()
        let store = Store(initialState: LiftdState(), useCases: [
            ClosureUseCase(on: Status.self) { _, _ in
                record.note("status chain")
                return .handledWithoutChange
            },
            ClosureUseCase(on: StoredProbe.self) { _, _ in
                record.note("stored-probe")
                return .handledWithoutChange
            },
        ])
        let settings = RequestSettings(
            signals: SignalDirectory([Status.self, StoredProbe.self]),
            access: AccessPolicy(rules: AccessRules(), daemonUserID: getuid()))
        let memoryAnswers = MemoryAnswers(store: store, status: {
            record.note("status")
            return .unavailable
        }, signals: { SignalCatalogue([]) })
        let handler = RequestHandler(
            store: store, memoryAnswers: memoryAnswers, workExecutor: WorkThreadExecutor.daemon, settings: { settings },
            failed: { _ in })
        let socketSettings = SocketSettings(SocketSection.defaults(path: directory.path + "/liftd.sock"))
        let server = try ControlServer(listener: try ListeningSocket.bind(socketSettings), settings: socketSettings) {
            line, peer in await handler.respond(to: line, from: peer)
        }
        try server.start()
        let answers = try await exchange(socketSettings.path, Array("status id=1\nstored-probe id=2\n".utf8), finishSending: true)
        await server.stop()

        #expect(answers.count == 2, "both requests answered: \(answers)")
        let statusThread = try #require(record["status"], "status was asked of the daemon")
        #expect(record["status chain"] == nil, "status ran no chain in the store")
        let probeThread = try #require(record["stored-probe"], "the stored-probe use case ran")
        #expect(statusThread.hasPrefix("liftd-socket-"), "status was answered on \(statusThread)")
        #expect(probeThread == "liftd-work", "the database's use case ran on \(probeThread)")
    }
}
