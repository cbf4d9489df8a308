import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// The control socket file across daemon lifetimes: stale files, live ones, activation.
@Suite("liftd socket lifecycle")
struct SocketLifecycleTests {
    @Test("a socket file left by a daemon killed with SIGKILL is replaced at the next start")
    func staleSocketReplaced() async throws {
        let sandbox = try DaemonSandbox()
        let first = try DaemonProcess(sandbox)
        try await first.waitUntilReady()
        first.send(signal: SIGKILL)
        #expect(try await first.waitForEnd() == "KILLED=\(SIGKILL)")
        #expect(sandbox.socketFileExists)
        let second = try DaemonProcess(sandbox)
        try await second.waitUntilReady()
        #expect(try members(of: try await second.request("ping id=1"))["ok"] == .bool(true))
        try await stopCleanly(second)
    }

    @Test("a second daemon on a live socket refuses to start and the first keeps serving")
    func liveSocketNotStolen() async throws {
        let first = try await startDaemon()
        let secondSandbox = try DaemonSandbox()
        try secondSandbox.write("liftd.yaml", try String(contentsOfFile: first.sandbox.configPath, encoding: .utf8)
            .replacingOccurrences(of: "state-directory: \(first.sandbox.path)/var",
                                  with: "state-directory: \(secondSandbox.path)/var"))
        let second = try DaemonProcess(secondSandbox)
        #expect(try await second.waitForExit() == 71)
        #expect(second.standardError.all.contains { $0.contains(first.sandbox.socketPath) })
        #expect(!second.notifications.all.contains { $0.contains("READY=1") })
        #expect(first.sandbox.socketFileExists)
        #expect(try members(of: try await first.request("ping id=1"))["ok"] == .bool(true))
        try await stopCleanly(first)
    }

    /// liftd under `systemd-socket-activate`, started by the first connection, and the answer
    /// to `request`, that connection's first line: sent before liftd runs, so liftd reads it
    /// as soon as it serves the socket.
    private func activatedDaemon(answering request: String) async throws
        -> (daemon: DaemonProcess, socketPath: String, answer: String?)
    {
        let activate = try BuiltProducts.tool("/usr/bin/systemd-socket-activate", package: "systemd")
        let sandbox = try DaemonSandbox()
        let socketPath = sandbox.path + "/activated.sock"
        let daemon = try DaemonProcess(sandbox, launcher: [
            activate, "-l", socketPath, "--fdname=control", "-E", "NOTIFY_SOCKET", "-E", "PATH",
        ])
        // It prints this once it listens, and starts liftd on the first connection.
        _ = try await daemon.waitForErrorLine { $0 == "Listening on \(socketPath) as 3." }
        let answer = try await offPool { () -> String? in
            let client = try TestClient(path: socketPath)
            try client.send(request + "\n")
            return try client.readLine()
        }
        return (daemon, socketPath, answer)
    }

    @Test("under systemd-socket-activate, liftd serves the passed socket named control", .needsTool("/usr/bin/systemd-socket-activate", package: "systemd"))
    func socketActivation() async throws {
        let (daemon, socketPath, line) = try await activatedDaemon(answering: "ping id=1")
        #expect(try members(of: line)["result"]?["pong"] == .bool(true))
        let ready = try await daemon.waitUntilReady()
        let useCases = DaemonSandbox.standardUseCases.count + DaemonSetup.builtIns.count
        #expect(ready.contains("STATUS=\(useCases) use cases, 0 schedules, socket \(socketPath)"))
        #expect(try await daemon.waitForErrorLine { $0.contains("passed as") }.contains("'control'"))
        #expect(!daemon.sandbox.socketFileExists)
        try await stopCleanly(daemon)
    }

    @Test("under systemd-socket-activate, a schedules request sent before liftd started finds the scheduler running", .needsTool("/usr/bin/systemd-socket-activate", package: "systemd"))
    func activatingRequestReachesScheduler() async throws {
        let (daemon, _, line) = try await activatedDaemon(answering: "schedules id=1")
        #expect(try members(of: line)["ok"] == .bool(true), "answer: \(line ?? "none")")
        try await daemon.waitUntilReady()
        try await stopCleanly(daemon)
    }
}
