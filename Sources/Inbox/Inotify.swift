import CLinux
import Foundation
@preconcurrency import Glibc

/// An inotify instance whose events are read on a thread of its own (`liftd-inbox`), which
/// sleeps in poll(2) until the kernel has events or `stop` is called; the thread owns both
/// descriptors and closes them when it ends.
final class Inotify: Sendable {
    private let descriptor: Int32
    private let wake: Int32

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

    /// Starts the reading thread: each batch of events read goes to `deliver`, in order.
    func start(_ deliver: @escaping @Sendable ([InotifyEvent]) -> Void) {
        let descriptor = self.descriptor, wake = self.wake
        Thread {
            liftd_name_current_thread("liftd-inbox")
            Self.readUntilWoken(descriptor: descriptor, wake: wake, deliver: deliver)
            Glibc.close(descriptor)
            Glibc.close(wake)
        }.start()
    }

    /// Ends the reading thread; call once, after `start`.
    func stop() {
        var one: UInt64 = 1
        _ = Glibc.write(wake, &one, 8)
    }

    private static func readUntilWoken(descriptor: Int32, wake: Int32, deliver: @Sendable ([InotifyEvent]) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                      pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&polled, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if polled[1].revents != 0 { return }
            guard polled[0].revents != 0 else { continue }
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                deliver(buffer.withUnsafeBytes { InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: $0[0..<count])) })
            }
        }
    }
}
