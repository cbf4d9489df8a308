import ControlServer
import Foundation
import Glibc
import Synchronization

/// One datagram on the notify socket: its text and the pid that sent it (`SCM_CREDENTIALS`).
public struct NotifyMessage: Sendable, Equatable {
    /// The sending process, as the kernel vouches for it.
    public let sender: pid_t
    /// The message (`READY=1\nSTATUS=…`).
    public let text: String
}

/// Plays systemd's part for `sd_notify`: a bound AF_UNIX datagram socket whose messages a
/// reader thread records, with their sender, as systemd itself would receive them. The only
/// notify receiver of the tests.
public final class NotifyReceiver: Sendable {
    /// The socket's path, for `NOTIFY_SOCKET`.
    public let path: String
    /// Every message received, in order; closed when the receiver is.
    public let messages = EventLog<NotifyMessage>(name: "notify socket")
    private let stopped = StopFlag()

    /// Binds `path` and starts reading; `forward` also gets each message as it arrives.
    public init(path: String, forward: (@Sendable (NotifyMessage) -> Void)? = nil) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw IntegrationFailure("notify socket: \(String(cString: strerror(errno)))") }
        var enabled: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_PASSCRED, &enabled, socklen_t(MemoryLayout<Int32>.size))
        // Wakes the reader now and then to see whether the receiver was closed.
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
            while true {
                if let message = Self.receive(from: descriptor) {
                    messages.append(message)
                    forward?(message)
                } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                    if stopped.isSet { break }
                } else {
                    break
                }
            }
            Glibc.close(descriptor)
            unlink(path)
            messages.close()
        }.start()
    }

    /// Stops the reader, which closes the socket and removes its file.
    public func close() { stopped.set() }

    /// Blocks until a message at index `start` or later has `assignment` as one of its lines
    /// (e.g. `READY=1`); returns its index and text.
    public func waitForMessage(with assignment: String, from start: Int = 0) throws -> (index: Int, text: String) {
        let found = try messages.waitForEvent("a message with \(assignment)", from: start) {
            $0.text.split(separator: "\n").contains { $0 == assignment }
        }
        return (found.index, found.event.text)
    }

    /// One datagram with its sender, or nil (errno says why).
    private static func receive(from descriptor: Int32) -> NotifyMessage? {
        var data = [UInt8](repeating: 0, count: 4096)
        var control = [UInt8](repeating: 0, count: 64)
        return data.withUnsafeMutableBytes { dataBytes in
            control.withUnsafeMutableBytes { controlBytes in
                var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer -> NotifyMessage? in
                    var header = msghdr()
                    header.msg_iov = vectorPointer
                    header.msg_iovlen = 1
                    header.msg_control = controlBytes.baseAddress
                    header.msg_controllen = controlBytes.count
                    let length = recvmsg(descriptor, &header, 0)
                    guard length >= 0 else { return nil }
                    let text = String(decoding: dataBytes.prefix(length), as: UTF8.self)
                    return NotifyMessage(sender: sender(in: header), text: text)
                }
            }
        }
    }

    /// `SCM_CREDENTIALS` (socket.h; Swift does not import it without _GNU_SOURCE).
    private static let credentialsMessageType: Int32 = 2

    /// The pid in the message's credentials, or 0 when it carries none.
    private static func sender(in header: msghdr) -> pid_t {
        guard header.msg_controllen >= MemoryLayout<cmsghdr>.size,
              let first = header.msg_control?.assumingMemoryBound(to: cmsghdr.self),
              first.pointee.cmsg_level == SOL_SOCKET, first.pointee.cmsg_type == credentialsMessageType
        else { return 0 }
        // The payload is a `struct ucred`, whose first member is the pid.
        return UnsafeRawPointer(first).advanced(by: MemoryLayout<cmsghdr>.size).loadUnaligned(as: pid_t.self)
    }
}

/// A flag one thread sets and another polls.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
