import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import Systemd

/// The live notifier runs in a child process (`SystemdProbe`) so `NOTIFY_SOCKET` is set in
/// its environment, not in the shared environment of this test process.
@Suite("Notifications through libsystemd")
struct SystemdNotifierTests {
    @Test("A supervised process's notifications arrive on NOTIFY_SOCKET, in order, from its pid")
    func notificationsArrive() async throws {
        let directory = try TemporaryDirectory()
        let supervisor = try NotifyReceiver(path: directory.path + "/notify.sock")
        defer { supervisor.close() }
        let probe = try ProbeProcess(mode: "notify", environment: ["NOTIFY_SOCKET": supervisor.path])
        let deliveries = try await offPool { try probe.finish() }
        let messages = try await offPool { try supervisor.messages.waitForCount(4) }

        #expect(deliveries == ["sent", "sent", "sent", "sent"])
        #expect(messages.map(\.sender) == Array(repeating: probe.processIdentifier, count: 4))
        #expect(messages.map { $0.text.split(separator: "\n").first.map(String.init) ?? "" }
            == ["READY=1", "RELOADING=1", "WATCHDOG=1", "STOPPING=1"])
        #expect(messages.first?.text == "READY=1\nSTATUS=probe ready")
    }

    @Test("RELOADING=1 carries a CLOCK_MONOTONIC time taken while the child ran")
    func reloadingTimeIsMonotonic() async throws {
        let directory = try TemporaryDirectory()
        let supervisor = try NotifyReceiver(path: directory.path + "/notify.sock")
        defer { supervisor.close() }
        let before = MonotonicTime.nowMicroseconds()
        _ = try await ProbeProcess.run(mode: "notify", environment: ["NOTIFY_SOCKET": supervisor.path])
        let after = MonotonicTime.nowMicroseconds()
        let messages = try await offPool { try supervisor.messages.waitForCount(4) }
        let reloading = try #require(messages.first { $0.text.hasPrefix("RELOADING=1") })
        let lines = reloading.text.split(separator: "\n")
        let value = try #require(lines.first { $0.hasPrefix("MONOTONIC_USEC=") }?.dropFirst("MONOTONIC_USEC=".count))
        let microseconds = try #require(UInt64(value))
        #expect(before <= microseconds && microseconds <= after)
    }

    @Test("Without NOTIFY_SOCKET nothing is sent and the notifier says so")
    func unsupervisedIsNoOp() async throws {
        #expect(try await ProbeProcess.run(mode: "notify", environment: [:]) == Array(repeating: "noServiceManager", count: 4))
    }

    @Test("A NOTIFY_SOCKET nobody listens on is reported as a failure")
    func missingSocketFails() async throws {
        let lines = try await ProbeProcess.run(mode: "notify", environment: ["NOTIFY_SOCKET": "/nonexistent/notify.sock"])
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("failed(errorNumber: ") })
    }
}
