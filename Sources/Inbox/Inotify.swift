import CLinux
@preconcurrency import Glibc
import Threads

/// An inotify instance whose events are read on a thread of its own (`liftd-inbox`), which
/// sleeps in poll(2) until the kernel has events, its timer (`wake(after:)`) runs out or
/// `stop` is called; the thread owns the descriptors and closes them when it ends. The timer
/// keeps the inbox's deadlines off Swift's global executor: a `Task.sleep` there has
/// libdispatch check its worker pool once a second for as long as the process lives.
final class Inotify: Sendable {
    private let descriptor: Int32
    private let wake: Int32
    /// A `CLOCK_MONOTONIC` timerfd: readable once the time `wake(after:)` set has passed.
    private let timer: Int32

    /// A new inotify instance; fails when the process is out of descriptors or instances.
    init() throws(InboxError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw InboxError.systemCall("inotify_init1", path: "", errorNumber: errno) }
        wake = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard wake >= 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw InboxError.systemCall("eventfd", path: "", errorNumber: error)
        }
        timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard timer >= 0 else {
            let error = errno
            Glibc.close(descriptor)
            Glibc.close(wake)
            throw InboxError.systemCall("timerfd_create", path: "", errorNumber: error)
        }
    }

    /// Has the reading thread call its `due` once `delay` has passed (at once when it has
    /// not), replacing the time set before.
    func wake(after delay: Duration) {
        let (seconds, attoseconds) = delay.components
        var setting = itimerspec()
        if seconds > 0 || (seconds == 0 && attoseconds > 0) {
            setting.it_value.tv_sec = Int(clamping: seconds)
            setting.it_value.tv_nsec = Int(attoseconds / 1_000_000_000)
        }
        // Zero disarms a timerfd: a delay that has run out (or is under a nanosecond) is one.
        if setting.it_value.tv_sec == 0, setting.it_value.tv_nsec == 0 { setting.it_value.tv_nsec = 1 }
        _ = timerfd_settime(timer, 0, &setting, nil)
    }

    /// Watches `path` for `events` (`IN_…` bits); returns the watch descriptor, or throws
    /// with errno (ENOENT when the path is gone).
    func watch(_ path: String, for events: Int32) throws(InboxError) -> Int32 {
        let watch = inotify_add_watch(descriptor, path, UInt32(bitPattern: events))
        guard watch >= 0 else { throw InboxError.systemCall("inotify_add_watch", path: path, errorNumber: errno) }
        return watch
    }

    /// Stops watching `watch` (nothing happens when the kernel already dropped it).
    func unwatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
    }

    /// Starts the reading thread: each batch of events read goes to `deliver`, in order, and
    /// `due` is called when the time `wake(after:)` set has passed. Throws when the system
    /// gives no thread, after closing the descriptors (call `stop` only after a start).
    func start(
        _ deliver: @escaping @Sendable ([InotifyEvent]) -> Void, due: @escaping @Sendable () -> Void = {}
    ) throws(ThreadStartFailure) {
        let descriptor = self.descriptor, wake = self.wake, timer = self.timer
        let closeDescriptors: @Sendable () -> Void = {
            Glibc.close(descriptor)
            Glibc.close(wake)
            Glibc.close(timer)
        }
        do {
            try DetachedThread.start {
                liftd_name_current_thread("liftd-inbox")
                Self.readUntilWoken(descriptor: descriptor, wake: wake, timer: timer, deliver: deliver, due: due)
                closeDescriptors()
            }
        } catch {
            closeDescriptors()
            throw error
        }
    }

    /// Ends the reading thread; call once, after `start`.
    func stop() {
        var one: UInt64 = 1
        _ = Glibc.write(wake, &one, 8)
    }

    private static func readUntilWoken(
        descriptor: Int32, wake: Int32, timer: Int32, deliver: @Sendable ([InotifyEvent]) -> Void, due: @Sendable () -> Void
    ) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
                      pollfd(fd: timer, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&polled, 3, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if polled[1].revents != 0 { return }
            // Events first: what happened before a deadline (a writer opening the file again)
            // must be known when the deadline is acted on.
            while polled[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                deliver(buffer.withUnsafeBytes { InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: $0[0..<count])) })
            }
            if polled[2].revents != 0 {
                var expirations: UInt64 = 0
                if Glibc.read(timer, &expirations, 8) == 8 { due() }
            }
        }
    }
}
