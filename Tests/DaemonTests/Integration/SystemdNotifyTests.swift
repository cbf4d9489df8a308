import Foundation
import Systemd
import TestSupport
import Testing
@testable import Daemon

/// liftd under a test playing systemd: the notify socket, the watchdog, SIGHUP and SIGTERM.
@Suite("liftd as a systemd service")
struct SystemdNotifyTests {
    @Test("READY=1 carries STATUS= and comes only once the socket accepts; WATCHDOG=1 keeps coming")
    func readyAndWatchdog() async throws {
        let sandbox = try DaemonSandbox()
        let daemon = try DaemonProcess(sandbox, environment: ["WATCHDOG_USEC": "400000"])
        let ready = try await daemon.waitForMessage(with: "READY=1")
        // Connect the moment READY arrives: the socket must already accept.
        let answer = try await daemon.request("ping id=1")
        #expect(try members(of: answer)["ok"] == .bool(true))
        let status = ready.event.split(separator: "\n").first { $0.hasPrefix("STATUS=") }.map(String.init)
        let useCases = DaemonSandbox.standardUseCases.count + DaemonSetup.builtIns.count
        #expect(status == "STATUS=\(useCases) use cases, 0 schedules, socket \(sandbox.socketPath)")
        var index = ready.index
        for _ in 1...3 {
            index = try await daemon.waitForMessage(with: "WATCHDOG=1", from: index + 1).index
        }
        #expect(!daemon.notifications.all.contains { $0.hasPrefix("EXITED=") })
        try await stopCleanly(daemon)
    }

    @Test("SIGHUP sends RELOADING=1 with MONOTONIC_USEC, then READY=1, and the new config takes effect")
    func reload() async throws {
        let daemon = try await startDaemon()
        #expect(try await signalNames(daemon).contains("volume") == false)
        try daemon.sandbox.writeConfig(useCases: DaemonSandbox.standardUseCases + ["volume"])
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        let monotonic = reloading.event.split(separator: "\n").first { $0.hasPrefix("MONOTONIC_USEC=") }
        let microseconds = try #require(monotonic.flatMap { UInt64($0.dropFirst("MONOTONIC_USEC=".count)) })
        #expect(microseconds > 0 && microseconds <= MonotonicTime.nowMicroseconds())
        let ready = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
        #expect(ready.event.contains("STATUS=\(DaemonSandbox.standardUseCases.count + DaemonSetup.builtIns.count + 1) use cases"))
        #expect(try await signalNames(daemon).contains("volume"))
        try await stopCleanly(daemon)
    }

    @Test("A reload that changes socket limits names them in the log as taking effect after a restart")
    func reloadWithSocketChanges() async throws {
        let daemon = try await startDaemon()
        try daemon.sandbox.writeConfig(socket: ["max-clients: 2", "idle-timeout: 1m"])
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        _ = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
        let line = try await daemon.waitForErrorLine { $0.contains("after a restart") }
        // The reserve follows max-clients when the config names none: 4 of 64, 0 of 2.
        #expect(line == "<4>reload: changed settings that take effect only after a restart: "
            + "socket.max-clients, socket.admin-reserve, socket.idle-timeout; until then the ones liftd started with stay in force")
        try await stopCleanly(daemon)
    }

    @Test("SIGHUP with a broken config keeps the old one, says why in STATUS= and in status' recent errors")
    func reloadWithBrokenConfig() async throws {
        let daemon = try await startDaemon()
        let before = try await signalNames(daemon)
        try daemon.sandbox.write("liftd.yaml", "use-cases:\n  - log-set\n  - volumes\n")
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        let ready = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
        let status = ready.event.split(separator: "\n").first { $0.hasPrefix("STATUS=") }.map(String.init)
        #expect(status == "STATUS=reload failed, running the previous config: "
            + "\(daemon.sandbox.configPath):3:5: unknown use case 'volumes' (did you mean 'volume'?); "
            + "expected a plugin (see `liftd plugins`) or a bundle name")
        #expect(try await signalNames(daemon) == before)
        let errors = try result(of: try await daemon.request("status"))["recentErrors"]?.elements ?? []
        #expect(errors.count == 1)
        #expect(errors.first?["code"] == .string("invalid-config"))
        guard case .string(let message)? = errors.first?["message"] else {
            Issue.record("the recent error has no message: \(errors)")
            return
        }
        #expect(message.contains("\(daemon.sandbox.configPath):3:5: unknown use case 'volumes'"))
        try await stopCleanly(daemon)
    }

    @Test("SIGTERM sends STOPPING=1, exits 0 and removes the socket file")
    func stop() async throws {
        let daemon = try await startDaemon()
        #expect(daemon.sandbox.socketFileExists)
        daemon.send(signal: SIGTERM)
        let stopping = try await daemon.waitForMessage(with: "STOPPING=1")
        #expect(try await daemon.waitForExit() == 0)
        #expect(!daemon.sandbox.socketFileExists)
        let messages = daemon.notifications.all
        #expect(messages.firstIndex { $0.contains("READY=1") } ?? Int.max < stopping.index)
    }

    @Test("without a journal, log lines go to stderr with <N> priority prefixes")
    func standardErrorLog() async throws {
        let daemon = try await startDaemon()
        let line = try await daemon.waitForErrorLine { $0.contains("ready") }
        #expect(line.hasPrefix("<5>liftd \(Liftd.version) ready: "))
        try await stopCleanly(daemon)
        #expect(daemon.standardError.all.allSatisfy { $0.range(of: #"^<[0-7]>"#, options: .regularExpression) != nil })
        #expect(daemon.standardError.all.contains("<5>liftd stopping"))
    }

    /// The signal names `help` lists.
    private func signalNames(_ daemon: DaemonProcess) async throws -> Set<String> {
        let signals = try helpEntries(try await daemon.request("help"))
        return Set(signals.compactMap { if case .string(let name)? = $0["signal"] { name } else { nil } })
    }
}
