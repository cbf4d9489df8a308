import ControlServer
import Foundation
import Glibc
import Synchronization
@testable import Daemon

/// Plays systemd's part for `sd_notify`: a bound AF_UNIX datagram socket whose messages
/// (`READY=1\nSTATUS=…`) a reader thread records, as systemd itself would receive them.
final class SupervisorSocket: Sendable {
    let path: String
    let messages = EventLog<String>(name: "notify socket")
    private let stopped = StopFlag()

    init(path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw IntegrationFailure("notify socket: \(String(cString: strerror(errno)))") }
        // Wakes the reader now and then to see whether the socket was closed.
        var wakeUp = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wakeUp, socklen_t(MemoryLayout<timeval>.size))
        let bound = try SocketAddress(path: path).withSocketAddress { Glibc.bind(descriptor, $0, $1) }
        guard bound == 0 else {
            Glibc.close(descriptor)
            throw IntegrationFailure("bind \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
        let messages = self.messages, stopped = self.stopped
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count > 0 {
                    messages.append(String(decoding: buffer[..<count], as: UTF8.self))
                } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    if stopped.isSet { break }
                } else {
                    break
                }
            }
            Glibc.close(descriptor)
            messages.close()
        }.start()
    }

    /// Stops the reader, which closes the socket.
    func close() { stopped.set() }
}

extension EventLog where Event == String {
    /// Blocks until a message at index `start` or later contains `assignment` as one of its
    /// lines (e.g. `READY=1`); returns its index and text.
    func waitForMessage(with assignment: String, from start: Int = 0) throws -> (index: Int, event: String) {
        try waitForEvent(from: start) { $0.split(separator: "\n").contains { $0 == assignment } }
    }
}

/// A flag one thread sets and another polls.
final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
