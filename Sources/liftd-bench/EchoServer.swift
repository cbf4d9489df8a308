@preconcurrency import Glibc
import Foundation

/// The baseline for the socket benchmark: a Unix socket server that answers every line with
/// a fixed one-line JSON reply, a thread per client, and nothing else. It runs in a process
/// of its own (`EchoServerProcess`), started as `liftd-bench serve-echo PATH`.
final class EchoServer: Sendable {
    /// The hidden `liftd-bench` subcommand that runs the echo server.
    static let subcommand = "serve-echo"

    let path: String
    private let listener: Int32

    /// Listens at `path` and serves clients until the process ends.
    init(path: String) throws {
        self.path = path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: path.utf8)
            buffer[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            throw BenchmarkUsageError(message: "echo server: cannot listen at \(path): \(String(cString: strerror(errno)))")
        }
        Thread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { continue }
                Thread { Self.serve(client) }.start()
            }
        }.start()
    }

    /// `liftd-bench serve-echo PATH`: serves at `PATH` until standard input reaches its end
    /// (the benchmark that started it closed it, or died).
    static func runAsChild(_ arguments: [String]) -> Never {
        guard arguments.count == 1 else {
            fputs("usage: liftd-bench \(subcommand) PATH\n", stderr)
            exit(64)
        }
        // A child spawned from a Dispatch thread inherits its blocked signals: let SIGTERM in.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        do {
            _ = try EchoServer(path: arguments[0])
        } catch {
            fputs("liftd-bench \(subcommand): \(error)\n", stderr)
            exit(1)
        }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            break
        }
        unlink(arguments[0])
        exit(0)
    }

    private static func serve(_ client: Int32) {
        defer { Glibc.close(client) }
        let reply = Array(#"{"ok":true,"result":{"pong":true}}"#.utf8) + [UInt8(ascii: "\n")]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            let lines = buffer[..<count].filter { $0 == UInt8(ascii: "\n") }.count
            for _ in 0..<lines {
                _ = reply.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
        }
    }
}
