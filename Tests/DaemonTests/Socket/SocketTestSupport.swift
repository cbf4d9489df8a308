import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import Testing
@testable import Daemon

/// A blocking test client for the control socket. A receive timeout guards against a hung
/// server failing the run by hanging it; no assertion depends on timing. Tests hand a client
/// from one thread to another but never use it from two at once.
final class TestClient: @unchecked Sendable {
    let descriptor: Int32
    private var pending: [UInt8] = []

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var guardTime = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &guardTime, socklen_t(MemoryLayout<timeval>.size))
        let result = try SocketAddress(path: path).withSocketAddress { connect(descriptor, $0, $1) }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw Failure(description: "connect to \(path): \(reason)")
        }
        self.descriptor = descriptor
    }

    deinit { Glibc.close(descriptor) }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress?.advanced(by: sent), $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// The next line, or `nil` at the end of the stream (or a reset connection).
    func readLine() throws -> String? {
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
            guard count > 0 else { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            pending += chunk[..<count]
        }
    }

    /// Every line until the server closes the connection.
    func readAllLines() throws -> [String] {
        var lines: [String] = []
        while let line = try readLine() { lines.append(line) }
        return lines
    }

    /// Tells the server nothing more is coming, keeping the reading side open.
    func finishSending() { shutdown(descriptor, Int32(SHUT_WR)) }
}

/// Connects to `path`, sends `text`, optionally closes the sending side, and returns every
/// line the server sends until it closes the connection.
func exchange(_ path: String, _ bytes: [UInt8], finishSending: Bool = false) async throws -> [String] {
    try await offPool {
        let client = try TestClient(path: path)
        try client.send(bytes)
        if finishSending { client.finishSending() }
        return try client.readAllLines()
    }
}

/// A started server on a fresh path, with the directory it lives in.
struct RunningServer {
    let server: ControlServer
    let directory: TemporaryDirectory
    let settings: SocketSettings
    var path: String { settings.path }

    func stop() async { await server.stop(gracePeriod: .seconds(5)) }
}

/// Starts a server at a new path (in a directory it creates) with `handler`, running
/// `loopCount` event loops (by default one per processor, as the daemon does) placed as
/// `placement` says.
func startServer(
    loopCount: Int? = nil,
    placement: LoopPlacement = .pinned(maximumLoops: ControlServer.maximumLoopCount),
    adjust: (inout SocketSettings) -> Void = { _ in },
    handler: @escaping ControlServer.Handler = echoHandler
) throws -> RunningServer {
    let directory = try TemporaryDirectory()
    var settings = SocketSettings.defaults(path: directory.path + "/run/liftd.sock")
    adjust(&settings)
    let server = try ControlServer(
        listener: try ListeningSocket.bind(settings), settings: settings, loopCount: loopCount ?? placement.loopCount,
        placement: placement, handler: handler)
    server.start()
    return RunningServer(server: server, directory: directory, settings: settings)
}

/// Answers each request with its signal and fields, or with its parse error.
@Sendable func echoHandler(_ line: RequestLine, _ peer: PeerCredentials) async -> String {
    do {
        let request = try line.parse()
        return Response.success(.object(["signal": .string(request.signal), "fields": .object(request.fields)]),
                                id: request.id)
    } catch {
        return Response.failure(error)
    }
}

/// The decoded members of a response line.
func members(of line: String?) throws -> [String: JSONValue] {
    let text = try #require(line)
    guard case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
        throw TestClient.Failure(description: "not an object: \(text)")
    }
    return members
}

/// The error code of a response line, if it is an error.
func errorCode(of line: String?) throws -> String? {
    guard case .object(let error)? = try members(of: line)["error"], case .string(let code)? = error["code"] else {
        return nil
    }
    return code
}
