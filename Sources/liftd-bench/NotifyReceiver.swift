@preconcurrency import Glibc
import Foundation

/// Plays systemd's notify socket for a daemon the benchmark starts: a datagram socket at
/// `path`, for `NOTIFY_SOCKET`, read until READY=1 arrives.
final class NotifyReceiver {
    let path: String
    private let descriptor: Int32

    /// Binds a datagram socket at `path`.
    init(path: String) throws {
        self.path = path
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw BenchmarkUsageError(message: "cannot create the notify socket") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else {
            close(descriptor)
            throw BenchmarkUsageError(message: "notify socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            bytes.copyBytes(from: path.utf8)
            bytes[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else {
            close(descriptor)
            throw BenchmarkUsageError(message: "cannot bind the notify socket at \(path)")
        }
    }

    deinit { close(descriptor) }

    /// Returns once a message holding READY=1 arrived; throws after `timeoutSeconds` without one,
    /// or when `hasEnded` says the sender is gone and nothing more waits.
    func waitForReady(timeoutSeconds: Int, hasEnded: () -> Bool = { false }) throws {
        let deadline = ContinuousClock.now + .seconds(timeoutSeconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 100) > 0 else {
                if hasEnded() && poll(&watched, 1, 0) == 0 { throw BenchmarkUsageError(message: "it ended without READY=1") }
                continue
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { continue }
            let message = String(decoding: buffer.prefix(count), as: UTF8.self)
            if message.split(separator: "\n").contains("READY=1") { return }
        }
        throw BenchmarkUsageError(message: "no READY=1 within \(timeoutSeconds) s")
    }

    /// Drops the messages waiting (a stopped daemon's STOPPING=1), so that the next wait reads
    /// only what the next sender sends.
    func discardWaiting() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) >= 0 {}
    }
}
