import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// Answers that need no database, given while the store runs a long chain: the real daemon,
/// a chain held open by an `exec` program that waits for the test.
@Suite("answers beside a long chain")
struct AnswersBesideChainsTests {
    @Test("ping, status, help and state are answered while a chain holds the store; the chain then ends ok")
    func memoryAnswersDoNotWait() async throws {
        let sandbox = try DaemonSandbox()
        let started = sandbox.path + "/started.fifo"
        let gate = sandbox.path + "/gate.fifo"
        try #require(mkfifo(started, 0o600) == 0 && mkfifo(gate, 0o600) == 0)
        let script = try sandbox.write(
            "held.sh", "#!/bin/sh\ncat > /dev/null\necho running > \(started)\nread x < \(gate)", executable: true)
        try sandbox.writeConfig(
            useCases: ["exec: {command: [\(script)], on: [workouts], timeout: 5m}"] + DaemonSandbox.standardUseCases)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let holder = try TestClient(path: sandbox.socketPath)
        try holder.send("workouts id=1\n")
        // The program runs, so the store is inside the chain and stays there until the gate opens.
        _ = try await offPool { try FIFO.read(started, waitingFor: "the exec program holding the chain") }

        #expect(try members(of: try await daemon.request("ping id=2"))["ok"] == .bool(true))
        let status = try result(of: try await daemon.request("status id=3"))
        #expect(status["queueDepth"] == .integer(0), "the held chain runs; none waits: \(status)")
        #expect(try helpEntries(try await daemon.request("help id=4")).isEmpty == false)
        #expect(try result(of: try await daemon.request("help name=ping id=6"))["signal"] == .string("ping"))
        #expect(try result(of: try await daemon.request("state id=5"))["units"] != nil)

        try await offPool { try FIFO.write("go\n", to: gate, waitingFor: "the exec program") }
        let answer = try await offPool { try holder.readLine() }
        #expect(try members(of: answer)["ok"] == .bool(true), "the held chain ended ok: \(answer ?? "nothing")")
        try await stopCleanly(daemon)
    }
}
