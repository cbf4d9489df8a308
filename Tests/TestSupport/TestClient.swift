import ChildProcessTesting
import ControlServer
import Foundation
import Glibc

/// A blocking test client for the control socket. A receive timeout guards against a hung
/// server failing the run by hanging it; no assertion depends on timing. Tests hand a client
/// from one thread to another; one thread may `send` while another reads (sending touches
/// none of the client's state), but no two threads read at once.
public final class TestClient: @unchecked Sendable {
    /// The connected socket.
    public let descriptor: Int32
    /// The socket's path, for failure messages.
    public let path: String
    private var pending: [UInt8] = []
    /// How long a read waits for the server before failing (a guard, not a timing assertion).
    public static let receiveBound = 60

    /// Something a test's socket work failed at, said in words.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, and why.
        public let description: String
        /// A failure described as `description`.
        public init(description: String) { self.description = description }
    }

    /// Connects to the socket at `path`.
    public init(path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var guardTime = timeval(tv_sec: Self.receiveBound, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &guardTime, socklen_t(MemoryLayout<timeval>.size))
        let result = try SocketAddress(path: path).withSocketAddress { connect(descriptor, $0, $1) }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw Failure(description: "connect to \(path): \(reason)")
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit { Glibc.close(descriptor) }

    /// Sends all of `bytes`.
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress?.advanced(by: sent), $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// Sends all of `text`'s UTF-8.
    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The next line, or `nil` at the end of the stream (or a reset connection).
    public func readLine() throws -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno == ECONNRESET) {
                guard pending.isEmpty else { throw Failure(description: "unterminated last line") }
                return nil
            }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw Failure(description: "waited \(Self.receiveBound) s for a line from \(path), in vain")
            }
            guard count > 0 else { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            pending += chunk[..<count]
        }
    }

    /// Every line until the server closes the connection.
    public func readAllLines() throws -> [String] {
        var lines: [String] = []
        while let line = try readLine() { lines.append(line) }
        return lines
    }

    /// Tells the server nothing more is coming, keeping the reading side open.
    public func finishSending() { shutdown(descriptor, Int32(SHUT_WR)) }
}

/// Connects to `path`, sends `text`, optionally closes the sending side, and returns every
/// line the server sends until it closes the connection.
public func exchange(_ path: String, _ bytes: [UInt8], finishSending: Bool = false) async throws -> [String] {
    try await offPool {
        let client = try TestClient(path: path)
        try client.send(bytes)
        if finishSending { client.finishSending() }
        return try client.readAllLines()
    }
}
