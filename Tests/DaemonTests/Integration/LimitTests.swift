import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// The socket limits from config, applied by the real daemon: one error line, then close.
@Suite("liftd socket limits")
struct LimitTests {
    @Test("a client beyond max-clients gets too-many-clients and is closed; the others keep working")
    func maximumClients() async throws {
        let daemon = try await startDaemon(socket: ["max-clients: 2"])
        let path = daemon.sandbox.socketPath
        let outcome = try await offPool { () -> (rejected: [String], kept: [String?]) in
            let admitted = try (1...2).map { index in
                let client = try TestClient(path: path)
                try client.send("ping id=\(index)\n")
                _ = try client.readLine()
                return client
            }
            let rejected = try TestClient(path: path).readAllLines()
            let kept = try admitted.map { client in
                try client.send("ping id=3\n")
                return try client.readLine()
            }
            return (rejected, kept)
        }
        #expect(outcome.rejected.count == 1)
        #expect(try errorCode(of: outcome.rejected.first) == "too-many-clients")
        for line in outcome.kept { #expect(try members(of: line)["id"] == .integer(3)) }
        try await stopCleanly(daemon)
    }

    @Test("a client silent past idle-timeout gets idle-timeout and is closed")
    func idleTimeout() async throws {
        let daemon = try await startDaemon(socket: ["idle-timeout: 500ms"])
        let lines = try await offPool { try TestClient(path: daemon.sandbox.socketPath).readAllLines() }
        #expect(lines.count == 1)
        #expect(try errorCode(of: lines.first) == "idle-timeout")
        try await stopCleanly(daemon)
    }

    @Test("a client trickling a request line past line-timeout gets idle-timeout and is closed")
    func lineTimeout() async throws {
        let daemon = try await startDaemon(socket: ["line-timeout: 300ms"])
        let lines = try await offPool { () throws -> [String] in
            let client = try TestClient(path: daemon.sandbox.socketPath)
            for _ in 0..<1_000 {
                guard (try? client.send("p")) != nil else { break }
                var watch = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&watch, 1, 20) > 0 { break }
            }
            return try client.readAllLines()
        }
        #expect(lines.count == 1)
        #expect(try errorCode(of: lines.first) == "idle-timeout")
        try await stopCleanly(daemon)
    }

    @Test("a request running past request-deadline is answered still-running with its chain, and the daemon answers again once the job ends")
    func requestDeadline() async throws {
        let sandbox = try DaemonSandbox()
        let gate = sandbox.path + "/gate.fifo"
        try #require(mkfifo(gate, 0o600) == 0)
        let script = try sandbox.write("stuck.sh", "#!/bin/sh\ncat > /dev/null\nread x < \(gate)", executable: true)
        try sandbox.writeConfig(
            useCases: ["exec: {command: [\(script)], on: [workouts], timeout: 5m}"] + DaemonSandbox.standardUseCases,
            socket: ["request-deadline: 500ms"])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let answer = try await daemon.request("workouts id=1")
        #expect(try errorCode(of: answer) == "still-running")
        #expect(try members(of: answer)["id"] == .integer(1))
        #expect(try errorMessage(of: answer).contains("'workouts' is still running as chain "))
        try await offPool { try FIFO.write("go\n", to: gate, waitingFor: "the stuck program") }
        #expect(try members(of: try await daemon.request("ping id=2"))["ok"] == .bool(true))
        try await stopCleanly(daemon)
    }
}
