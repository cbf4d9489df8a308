import ChildProcessTesting
import Foundation
import Glibc
@testable import Daemon
import TestSupport

/// A real `liftd` built by SwiftPM, running in a sandbox under a test that plays systemd's
/// notify socket. Waits block their own thread (`offPool`), never Swift's cooperative pool.
final class DaemonProcess: Sendable {
    let sandbox: DaemonSandbox
    /// Messages liftd sent to the notify socket; `EXITED=<status>` (or `KILLED=<signal>`) is
    /// added when it ends.
    let notifications: EventLog<String>
    /// liftd's standard error, line by line.
    let standardError = EventLog<String>(name: "liftd stderr")
    let processIdentifier: Int32
    private let supervisorSocket: SupervisorSocket

    /// Starts `liftd --config <sandbox config>` (or `arguments`), with `NOTIFY_SOCKET` set and
    /// `environment` added. `launcher` runs in front of it (e.g. `systemd-socket-activate`).
    init(
        _ sandbox: DaemonSandbox, arguments: [String]? = nil, environment: [String: String] = [:],
        launcher: [String] = []
    ) throws {
        let liftd = try BuiltProducts.path("liftd")
        self.sandbox = sandbox
        let notifyPath = sandbox.newNotifyPath()
        supervisorSocket = try SupervisorSocket(path: notifyPath)
        notifications = supervisorSocket.messages
        let command = launcher + [liftd] + (arguments ?? ["--config", sandbox.configPath])
        let child = try SpawnedProcess(
            command, environment: ["PATH": "/usr/bin:/bin", "NOTIFY_SOCKET": notifyPath].merging(environment) { _, new in new },
            feedsInput: false)
        processIdentifier = child.processIdentifier
        Glibc.close(child.standardOutput)
        let standardError = self.standardError, notifications = self.notifications
        SpawnedProcess.readLines(of: child.standardError, { standardError.append($0) }, atEnd: { standardError.close() })
        Thread { notifications.append(child.waitForEnd()) }.start()
    }

    deinit {
        // Never left running: a test that failed half-way must not leak its daemon.
        if !notifications.all.contains(where: { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }) {
            kill(processIdentifier, SIGKILL)
        }
        supervisorSocket.close()
    }

    /// Waits for `READY=1`; returns that message. Fails with liftd's stderr if it exits first.
    @discardableResult
    func waitUntilReady() async throws -> String {
        let notifications = self.notifications, standardError = self.standardError
        return try await offPool {
            let found = try notifications.waitForEvent {
                $0.split(separator: "\n").contains { $0 == "READY=1" || $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }
            }
            guard found.event.hasPrefix("READY=1") || found.event.contains("\nREADY=1") else {
                throw IntegrationFailure("liftd exited before READY=1: \(found.event); stderr: \(standardError.all)")
            }
            return found.event
        }
    }

    /// Waits for a notify message with `assignment` as a line, at index `start` or later.
    func waitForMessage(with assignment: String, from start: Int = 0) async throws -> (index: Int, event: String) {
        let notifications = self.notifications
        return try await offPool { try notifications.waitForMessage(with: assignment, from: start) }
    }

    /// Waits for liftd to exit; returns its exit status. Fails if a signal killed it.
    func waitForExit() async throws -> Int32 {
        let ending = try await waitForEnd()
        guard ending.hasPrefix("EXITED="), let status = Int32(ending.dropFirst("EXITED=".count)) else {
            throw IntegrationFailure("liftd did not exit normally: \(ending); stderr: \(standardError.all)")
        }
        return status
    }

    /// Waits for liftd to end; returns `EXITED=<status>` or `KILLED=<signal>`.
    func waitForEnd() async throws -> String {
        try await waitForEvent { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }
    }

    /// Waits for a stderr line matching `matches`.
    func waitForErrorLine(where matches: @escaping @Sendable (String) -> Bool) async throws -> String {
        let standardError = self.standardError
        return try await offPool { try standardError.waitForEvent(where: matches).event }
    }

    /// Sends the process signal `number` (SIGHUP, SIGTERM, SIGKILL).
    func send(signal number: Int32) {
        kill(processIdentifier, number)
    }

    /// Sends one request line on a new connection; returns the one answer line.
    func request(_ line: String) async throws -> String {
        let path = sandbox.socketPath
        return try await offPool {
            let client = try TestClient(path: path)
            try client.send(line + "\n")
            guard let answer = try client.readLine() else { throw IntegrationFailure("no answer to \(line)") }
            return answer
        }
    }

    private func waitForEvent(_ matches: @escaping @Sendable (String) -> Bool) async throws -> String {
        let notifications = self.notifications
        return try await offPool { try notifications.waitForEvent(where: matches).event }
    }
}
