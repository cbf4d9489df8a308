import ChildProcessTesting
import ControlProtocol
import ControlServer
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// Plays systemd's notify socket for a child: a datagram socket whose messages (READY=1,
/// STATUS=…) the test reads. A receive timeout guards against a hung child; no assertion
/// depends on timing.
final class NotifyReceiver: Sendable {
    let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var guardTime = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &guardTime, socklen_t(MemoryLayout<timeval>.size))
        let bound = try SocketAddress(path: path).withSocketAddress { bind(descriptor, $0, $1) }
        guard bound == 0 else { throw TestClient.Failure(description: "bind \(path): \(String(cString: strerror(errno)))") }
    }

    deinit { Glibc.close(descriptor) }

    /// Reads messages until one contains `text`; returns it (blocking: call it off the pool).
    func message(containing text: String) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw TestClient.Failure(description: "no notify message with '\(text)'") }
            let message = String(decoding: buffer[..<count], as: UTF8.self)
            if message.contains(text) { return message }
        }
    }
}

/// The built `liftd` binary run with a config, as systemd would run it with `Type=notify`.
/// Started with `posix_spawn`, inheriting no descriptor of this process (see
/// `SpawnedProcess`): a long-running daemon must not hold other tests' pipes open.
final class RealDaemon {
    private let child: SpawnedProcess
    /// `EXITED=<status>` or `KILLED=<signal>` once the child is reaped.
    private let ending = EventLog<String>(name: "liftd ending")
    let notifications: NotifyReceiver

    /// Starts `liftd --config config`, sending its notifications to a socket in `directory`.
    init(config: String, directory: String, name: String) throws {
        notifications = try NotifyReceiver(path: directory + "/\(name).notify")
        child = try SpawnedProcess(
            [try Self.binary(), "--config", config],
            environment: ["PATH": "/usr/bin:/bin", "NOTIFY_SOCKET": notifications.path], feedsInput: false)
        let child = self.child, ending = self.ending
        // Nobody reads liftd's output here: drain it so a full pipe never blocks the daemon.
        for descriptor in [child.standardOutput, child.standardError] {
            SpawnedProcess.readLines(of: descriptor, { _ in }, atEnd: {})
        }
        Thread { ending.append(child.waitForEnd()) }.start()
    }

    deinit {
        // Never left running: a test that failed half-way must not leak its daemon.
        if ending.all.isEmpty { kill(child.processIdentifier, SIGKILL) }
    }

    /// Waits for a notification containing `text` (READY=1 by default) and returns it.
    @discardableResult
    func notification(containing text: String = "READY=1") async throws -> String {
        let notifications = self.notifications
        return try await offPool { try notifications.message(containing: text) }
    }

    /// Sends SIGTERM and returns the exit status (128 + the signal if a signal ended it).
    func terminate() async throws -> Int32 {
        kill(child.processIdentifier, SIGTERM)
        let ending = self.ending
        let event = try await offPool { try ending.waitForEvent { _ in true }.event }
        let number = Int32(event.drop { $0 != "=" }.dropFirst()) ?? -1
        return event.hasPrefix("EXITED=") ? number : 128 + number
    }

    /// The `liftd` built next to the running tests (`swift build` puts the test bundle and the
    /// executables in one directory), or `$LIFTD_BINARY`.
    static func binary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["LIFTD_BINARY"] { return path }
        let tests = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var directory = URL(fileURLWithPath: tests).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("liftd").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw TestClient.Failure(description: "liftd is not built next to \(tests); build it or set LIFTD_BINARY")
    }
}

/// One request line to the socket at `path` and its response line (off the pool).
func request(_ line: String, socket path: String) async throws -> [String: JSONValue] {
    let response = try await offPool { () -> String? in
        let client = try TestClient(path: path)
        try client.send(line + "\n")
        return try client.readLine()
    }
    return try members(of: response)
}
