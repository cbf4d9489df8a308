import Glibc
import Synchronization
import TestSupport
@testable import ControlServer

/// A pipe whose read end blocks the thread that reads it until the test writes a byte:
/// a way to hold the server's loop thread still while clients act.
final class ThreadHold: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Blocks the calling thread until `release`.
    func block() {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) < 0, errno == EINTR {}
    }

    func release() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }
}

extension RunningServer {
    /// Connects a client and sends it `text` while the loop that accepts clients is held
    /// still, then lets the loop go on. The client waits in the listen queue with its bytes
    /// sent, so the server reads them the moment it takes the client on: none of its
    /// deadlines (the idle timeout's 50 ms, say) can run out between the connect and the
    /// bytes, however long the test's thread is kept from running.
    func connectWhileAcceptingIsHeld(sending text: String) async throws -> TestClient {
        let hold = ThreadHold(), held = Atomic(false)
        server.loops[0].executor.post {
            held.store(true, ordering: .releasing)
            hold.block()
        }
        defer { hold.release() }
        try await eventually("the accepting loop to be held") { held.load(ordering: .acquiring) }
        let client = try TestClient(path: path)
        try client.send(text)
        return client
    }
}
