import CLinux
import Glibc

/// The server loop's view of the kernel: an epoll set of descriptors, each known by a token,
/// plus an eventfd that other threads use to wake the loop out of `wait`.
final class EventPoll: Sendable {
    /// What a registered descriptor is watched for.
    struct Interest: OptionSet, Sendable {
        let rawValue: UInt32
        static let input = Interest(rawValue: EPOLLIN.rawValue | EPOLLRDHUP.rawValue)
        static let output = Interest(rawValue: EPOLLOUT.rawValue)
        /// Report changes only (edge-triggered): a reader then remembers that input may be
        /// waiting instead of being told again on every wait.
        static let edges = Interest(rawValue: EPOLLET.rawValue)
    }

    /// One readiness report.
    struct Event {
        let token: UInt64
        let events: UInt32
        var isReadable: Bool { events & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 }
        /// Room to write, or a failure that a write then reveals.
        var isWritable: Bool { events & (EPOLLOUT.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 }
        /// The peer stopped sending, or the connection failed.
        var isHangUp: Bool { events & (EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 }
    }

    /// The token `wait` reports when `wake` was called.
    static let wakeToken: UInt64 = 0

    private let descriptor: Int32
    private let wakeDescriptor: Int32

    init(path: String) throws(SocketSetupError) {
        descriptor = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard descriptor >= 0 else { throw .systemCall("epoll_create1", path: path, errorNumber: errno) }
        wakeDescriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard wakeDescriptor >= 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw .systemCall("eventfd", path: path, errorNumber: error)
        }
        add(wakeDescriptor, token: Self.wakeToken, interest: .input)
    }

    deinit {
        Glibc.close(descriptor)
        Glibc.close(wakeDescriptor)
    }

    /// Starts watching `fileDescriptor`. Closing it stops the watch.
    @discardableResult
    func add(_ fileDescriptor: Int32, token: UInt64, interest: Interest) -> Bool {
        control(EPOLL_CTL_ADD, fileDescriptor, token: token, interest: interest)
    }

    /// Changes what `fileDescriptor` is watched for.
    @discardableResult
    func modify(_ fileDescriptor: Int32, token: UInt64, interest: Interest) -> Bool {
        control(EPOLL_CTL_MOD, fileDescriptor, token: token, interest: interest)
    }

    /// Stops watching `fileDescriptor` (safe from any thread).
    func remove(_ fileDescriptor: Int32) {
        _ = control(EPOLL_CTL_DEL, fileDescriptor, token: 0, interest: [])
    }

    /// Waits up to `milliseconds` (-1: as long as it takes) and puts what became ready into
    /// `ready` (emptied first, its storage reused), with `buffer` for the kernel's reports. A
    /// `wake` since the last wait is consumed here, not reported.
    func wait(into buffer: inout [epoll_event], ready: inout [Event], milliseconds: Int32) {
        ready.removeAll(keepingCapacity: true)
        let count = epoll_wait(descriptor, &buffer, Int32(buffer.count), milliseconds)
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let event = Event(token: buffer[index].data.u64, events: buffer[index].events)
            if event.token == Self.wakeToken {
                var value: UInt64 = 0
                _ = read(wakeDescriptor, &value, 8)
            } else {
                ready.append(event)
            }
        }
    }

    /// Ends the loop's current or next `wait` at once.
    func wake() {
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, 8)
    }

    private func control(_ operation: Int32, _ fileDescriptor: Int32, token: UInt64, interest: Interest) -> Bool {
        var event = epoll_event()
        event.events = interest.rawValue
        event.data.u64 = token
        return epoll_ctl(descriptor, operation, fileDescriptor, &event) == 0
    }
}
