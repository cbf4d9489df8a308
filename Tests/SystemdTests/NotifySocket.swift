import Foundation

/// Plays systemd's side of sd_notify(3) in a test: a bound AF_UNIX datagram socket that
/// records each message with the sender's pid (from `SCM_CREDENTIALS`).
final class NotifySocket {
    struct Message: Equatable {
        let senderProcess: pid_t
        let text: String
    }

    let path: String
    private let descriptor: Int32

    init(directory: String) throws {
        path = directory + "/notify.sock"
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var enabled: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_PASSCRED, &enabled, socklen_t(MemoryLayout<Int32>.size))
        var address = try UnixStreamClient.address(for: path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    deinit {
        Glibc.close(descriptor)
        unlink(path)
    }

    /// Every message queued so far, without waiting (call after the sender has exited).
    func queuedMessages() -> [Message] {
        var messages: [Message] = []
        while let message = receive() { messages.append(message) }
        return messages
    }

    private func receive() -> Message? {
        var data = [UInt8](repeating: 0, count: 4096)
        var control = [UInt8](repeating: 0, count: 64)
        return data.withUnsafeMutableBytes { dataBytes in
            control.withUnsafeMutableBytes { controlBytes in
                var vector = iovec(iov_base: dataBytes.baseAddress, iov_len: dataBytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                    var header = msghdr()
                    header.msg_iov = vectorPointer
                    header.msg_iovlen = 1
                    header.msg_control = controlBytes.baseAddress
                    header.msg_controllen = controlBytes.count
                    let length = recvmsg(descriptor, &header, Int32(MSG_DONTWAIT))
                    guard length >= 0 else { return nil }
                    let text = String(decoding: dataBytes.prefix(length), as: UTF8.self)
                    return Message(senderProcess: Self.senderProcess(in: &header), text: text)
                }
            }
        }
    }

    /// `SCM_CREDENTIALS` (socket.h; Swift does not import it without _GNU_SOURCE).
    private static let credentialsMessageType: Int32 = 2

    private static func senderProcess(in header: inout msghdr) -> pid_t {
        guard let first = firstControlMessage(&header) else { return 0 }
        guard first.pointee.cmsg_level == SOL_SOCKET, first.pointee.cmsg_type == credentialsMessageType
        else { return 0 }
        // The payload is a `struct ucred`, whose first member is the pid.
        let payload = UnsafeRawPointer(first).advanced(by: MemoryLayout<cmsghdr>.size)
        return payload.loadUnaligned(as: pid_t.self)
    }

    private static func firstControlMessage(_ header: inout msghdr) -> UnsafeMutablePointer<cmsghdr>? {
        guard header.msg_controllen >= MemoryLayout<cmsghdr>.size else { return nil }
        return header.msg_control?.assumingMemoryBound(to: cmsghdr.self)
    }
}
