import ChildProcessTesting
import Foundation
import Glibc

/// A real `liftd` built by SwiftPM, running in a sandbox under a test that plays systemd's
/// notify socket: the one way tests launch the daemon. Waits block their own thread
/// (`offPool`), never Swift's cooperative pool, and each is bounded.
public final class DaemonProcess: Sendable {
    /// The directory with the daemon's config, state and socket.
    public let sandbox: DaemonSandbox
    /// Messages liftd sent to the notify socket; `EXITED=<status>` (or `KILLED=<signal>`) is
    /// added when it ends.
    public let notifications = EventLog<String>(name: "liftd notify messages and ending")
    /// liftd's standard error, line by line.
    public let standardError = EventLog<String>(name: "liftd stderr")
    /// The daemon's (or its launcher's) process id.
    public let processIdentifier: Int32
    private let receiver: NotifyReceiver

    /// Starts `liftd --config <sandbox config>` (or `arguments`), with `NOTIFY_SOCKET` set and
    /// `environment` added. `launcher` runs in front of it (e.g. `systemd-socket-activate`).
    public init(
        _ sandbox: DaemonSandbox, arguments: [String]? = nil, environment: [String: String] = [:],
        launcher: [String] = []
    ) throws {
        let liftd = try BuiltProducts.path("liftd")
        self.sandbox = sandbox
        let notifyPath = sandbox.newNotifyPath()
        let notifications = self.notifications, standardError = self.standardError
        receiver = try NotifyReceiver(path: notifyPath) { notifications.append($0.text) }
        let command = launcher + [liftd] + (arguments ?? ["--config", sandbox.configPath])
        let child = try SpawnedProcess(
            command, environment: ["PATH": "/usr/bin:/bin", "NOTIFY_SOCKET": notifyPath].merging(environment) { _, new in new },
            feedsInput: false)
        processIdentifier = child.processIdentifier
        Glibc.close(child.standardOutput)
        SpawnedProcess.readLines(of: child.standardError, { standardError.append($0) }, atEnd: { standardError.close() })
        Thread { notifications.append(child.waitForEnd()) }.start()
    }

    deinit {
        // Never left running: a test that failed half-way must not leak its daemon.
        if !hasEnded { kill(processIdentifier, SIGKILL) }
        receiver.close()
    }

    /// Whether the daemon has ended and been reaped.
    public var hasEnded: Bool {
        notifications.all.contains { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }
    }

    /// Waits for `READY=1`; returns that message. Fails with liftd's stderr if it exits first.
    @discardableResult
    public func waitUntilReady() async throws -> String {
        let notifications = self.notifications, standardError = self.standardError
        return try await offPool {
            let found = try notifications.waitForEvent("READY=1 or an ending") {
                $0.split(separator: "\n").contains { $0 == "READY=1" || $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }
            }
            guard found.event.hasPrefix("READY=1") || found.event.contains("\nREADY=1") else {
                throw IntegrationFailure("liftd exited before READY=1: \(found.event); stderr: \(standardError.all)")
            }
            return found.event
        }
    }

    /// Waits for a notify message with `assignment` as a line, at index `start` or later.
    public func waitForMessage(with assignment: String, from start: Int = 0) async throws -> (index: Int, event: String) {
        let notifications = self.notifications
        return try await offPool {
            try notifications.waitForEvent("a message with \(assignment)", from: start) {
                $0.split(separator: "\n").contains { $0 == assignment }
            }
        }
    }

    /// Waits for liftd to exit; returns its exit status. Fails if a signal killed it.
    public func waitForExit() async throws -> Int32 {
        let ending = try await waitForEnd()
        guard ending.hasPrefix("EXITED="), let status = Int32(ending.dropFirst("EXITED=".count)) else {
            throw IntegrationFailure("liftd did not exit normally: \(ending); stderr: \(standardError.all)")
        }
        return status
    }

    /// Waits for liftd to end; returns `EXITED=<status>` or `KILLED=<signal>`.
    public func waitForEnd() async throws -> String {
        let notifications = self.notifications
        return try await offPool {
            try notifications.waitForEvent("liftd's end") { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") }.event
        }
    }

    /// Waits for a stderr line matching `matches`.
    public func waitForErrorLine(
        _ what: String = "the awaited stderr line", where matches: @escaping @Sendable (String) -> Bool
    ) async throws -> String {
        let standardError = self.standardError
        return try await offPool { try standardError.waitForEvent(what, where: matches).event }
    }

    /// Sends the process signal `number` (SIGHUP, SIGTERM, SIGKILL).
    public func send(signal number: Int32) {
        kill(processIdentifier, number)
    }

    /// Sends one request line on a new connection; returns the one answer line.
    public func request(_ line: String) async throws -> String {
        let path = sandbox.socketPath
        return try await offPool {
            let client = try TestClient(path: path)
            try client.send(line + "\n")
            guard let answer = try client.readLine() else { throw IntegrationFailure("no answer to \(line)") }
            return answer
        }
    }
}
