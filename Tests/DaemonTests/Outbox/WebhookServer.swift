import ChildProcessTesting
import Foundation
import Glibc
import TestSupport

/// The loopback HTTP server webhook tests send to: `Tests/oracles/webhook_server.py`, run
/// with the venv's Python (`LIFTD_VENV_PYTHON`, else `.venv/bin/python3`, else the system's;
/// it needs the standard library only). The path chooses the answer (see the script).
final class WebhookServer: Sendable {
    /// One request the server received.
    struct Received: Sendable {
        let path: String
        let headers: [String: String]
        let body: String
    }

    let port: Int
    private let log: String
    private let process: SpawnedProcess
    private let directory: String

    /// A server on a free loopback port; with `certificate` (a PEM file with the key) it
    /// speaks TLS.
    init(certificate: String? = nil) async throws {
        directory = "/tmp/liftd-webhook-" + UUID().uuidString.prefix(8).lowercased()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        log = directory + "/requests.jsonl"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let venv = ProcessInfo.processInfo.environment["LIFTD_VENV_PYTHON"] ?? root.path + "/.venv/bin/python3"
        let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "/usr/bin/python3"
        process = try SpawnedProcess(
            [python, root.path + "/Tests/oracles/webhook_server.py", log] + (certificate.map { ["0", $0] } ?? []),
            environment: ["PATH": "/usr/bin:/bin"],
            feedsInput: false)
        let lines = EventLog<String>(name: "webhook server stdout")
        SpawnedProcess.readLines(of: process.standardOutput, { lines.append($0) }, atEnd: { lines.close() })
        let first = try await offPool { try lines.waitForEvent("the webhook server's port") { _ in true }.event }
        guard let port = Int(first.trimmingCharacters(in: .whitespaces)) else {
            throw WaitFailure("the webhook server printed '\(first)' instead of its port")
        }
        self.port = port
    }

    deinit {
        process.killUnlessEnded()
        let process = self.process
        Thread { _ = process.waitForEnd() }.start()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `path` on this server.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request received so far, in order.
    func received() -> [Received] {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return Received(path: object["path"] as? String ?? "", headers: object["headers"] as? [String: String] ?? [:],
                            body: object["body"] as? String ?? "")
        }
    }

    /// The requests to `path` once there are at least `count`; fails after a bound, naming them.
    func waitForRequests(_ count: Int, to path: String) async throws -> [Received] {
        try await eventually("\(count) request(s) to \(path) on the webhook server") {
            received().filter { $0.path == path }.count >= count
        }
        return received().filter { $0.path == path }
    }

    /// A loopback port nothing listens on: bound, read, and closed again.
    static func refusedPort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else { throw WaitFailure("cannot bind a loopback port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// A loopback listener that never accepts, its one-connection backlog already taken: a new
/// connection's handshake gets no answer, as from a host that drops packets.
final class FullListener: Sendable {
    let port: Int
    private let listener: Int32
    private let waiting: Int32

    init() throws {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        waiting = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listener = self.listener, waiting = self.waiting
        let connected = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 0) == 0
                    && getsockname(listener, address, &length) == 0 && connect(waiting, address, length) == 0
            }
        }
        guard connected else { throw WaitFailure("cannot set up a full loopback listener: errno \(errno)") }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        Glibc.close(waiting)
        Glibc.close(listener)
    }
}
