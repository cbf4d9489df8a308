import Foundation
import Glibc

/// Named pipes a test and a program it runs meet at ("started", "go"). Each wait for the other
/// side is bounded and fails naming what it waited for, so a program that never comes cannot
/// hang the run.
public enum FIFO {
    /// Opens the FIFO at `path` for reading and returns everything written until the writer
    /// closes it. Blocking: call it off the pool.
    public static func read(_ path: String, waitingFor what: String, bound: TimeInterval = 60) throws -> String {
        let giveUp = Date(timeIntervalSinceNow: bound)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw IntegrationFailure("open \(path): \(String(cString: strerror(errno)))") }
        defer { Glibc.close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let remaining = giveUp.timeIntervalSinceNow
            guard remaining > 0 else { throw IntegrationFailure("waited \(bound) s for \(what) in \(path), in vain") }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(min(remaining * 1000, 1000)))
            if ready < 0, errno != EINTR { throw IntegrationFailure("poll \(path): \(String(cString: strerror(errno)))") }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
                // The end: a writer came and closed its end.
                if count == 0, bytes.isEmpty, request.revents & Int16(POLLHUP) == 0 { continue }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// Opens the FIFO at `path` for writing once a reader has it open, writes `text` and
    /// closes it. Blocking: call it off the pool.
    public static func write(_ text: String, to path: String, waitingFor what: String, bound: TimeInterval = 60) throws {
        let giveUp = Date(timeIntervalSinceNow: bound)
        var descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        // No reader yet (ENXIO): look again until one comes or the bound passes.
        while descriptor < 0, errno == ENXIO || errno == EINTR {
            guard Date() < giveUp else { throw IntegrationFailure("waited \(bound) s for \(what) to open \(path), in vain") }
            usleep(1_000)
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw IntegrationFailure("open \(path): \(String(cString: strerror(errno)))") }
        defer { Glibc.close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress?.advanced(by: sent), $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw IntegrationFailure("write \(path): \(String(cString: strerror(errno)))") }
            sent += count
        }
    }
}
