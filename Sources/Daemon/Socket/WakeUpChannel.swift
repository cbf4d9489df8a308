import Glibc

/// Lets `stop` wake the accepting thread out of `poll`: a connected socket pair whose read end
/// becomes readable once signalled, and stays so.
final class WakeUpChannel: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32

    init(path: String) throws(SocketSetupError) {
        var pair: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else {
            throw .systemCall("socketpair", path: path, errorNumber: errno)
        }
        readEnd = pair[0]
        writeEnd = pair[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Wakes the waiting thread, now and for every later wait.
    func signal() {
        var byte: UInt8 = 1
        _ = send(writeEnd, &byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
    }

    /// Waits until `descriptor` is readable (`true`) or the channel is signalled (`false`).
    func waitForActivity(on descriptor: Int32) -> Bool {
        var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        while true {
            let result = poll(&descriptors, 2, -1)
            if result < 0, errno == EINTR { continue }
            guard result > 0, descriptors[1].revents == 0 else { return false }
            return true
        }
    }

    /// Waits `milliseconds`, or less if signalled.
    func pause(milliseconds: Int32) {
        var descriptors = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        _ = poll(&descriptors, 1, milliseconds)
    }
}
