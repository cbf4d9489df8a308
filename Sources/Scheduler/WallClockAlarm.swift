@preconcurrency import Glibc
import CLinux
import FoundationEssentials
import Synchronization

/// One armed wall-clock timer and the way to interrupt a thread blocked on it: a timerfd and
/// an eventfd, closed together exactly once.
final class WallClockAlarm: Sendable {
    /// A system call that failed while setting the alarm up.
    struct SetupError: Error {
        let call: String
        let errorNumber: Int32
    }

    private let timer: Int32
    private let interruption: Int32
    /// Guards against writing to (or closing) descriptors already closed and maybe reused.
    private let isOpen = Mutex(true)

    /// Latest instant a timespec can hold here; a wait without a deadline is armed for it,
    /// because only an armed timer is cancelled when the clock is set.
    private static let farFuture: Int = 253_402_300_799

    /// An alarm for `deadline` (none: only a clock change or an interruption ends the wait).
    init(deadline: Date?) throws(SetupError) {
        let timer = timerfd_create(CLOCK_REALTIME, Int32(TFD_CLOEXEC))
        guard timer >= 0 else { throw SetupError(call: "timerfd_create", errorNumber: errno) }
        let interruption = eventfd(0, Int32(EFD_CLOEXEC))
        guard interruption >= 0 else {
            let code = errno
            Glibc.close(timer)
            throw SetupError(call: "eventfd", errorNumber: code)
        }
        var setting = itimerspec()
        setting.it_value = Self.timespec(deadline)
        let flags = Int32(TFD_TIMER_ABSTIME) | Int32(TFD_TIMER_CANCEL_ON_SET)
        guard timerfd_settime(timer, flags, &setting, nil) == 0 else {
            let code = errno
            Glibc.close(timer)
            Glibc.close(interruption)
            throw SetupError(call: "timerfd_settime", errorNumber: code)
        }
        self.timer = timer
        self.interruption = interruption
    }

    /// Blocks the calling thread until the deadline, a clock change, or `interrupt()`.
    func block() -> WakeReason {
        while true {
            var watched = [
                pollfd(fd: timer, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruption, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .cancelled
            }
            if watched[1].revents != 0 { return .cancelled }
            var expirations: UInt64 = 0
            let count = read(timer, &expirations, MemoryLayout<UInt64>.size)
            if count == MemoryLayout<UInt64>.size { return .deadlineReached }
            if count < 0, errno == ECANCELED { return .clockChanged }
            // EINTR or EAGAIN: nothing to read yet; wait again.
        }
    }

    /// Makes `block()` return `.cancelled`, now or as soon as it is called.
    func interrupt() {
        isOpen.withLock { isOpen in
            guard isOpen else { return }
            var one: UInt64 = 1
            _ = write(interruption, &one, MemoryLayout<UInt64>.size)
        }
    }

    /// Closes both descriptors; later calls do nothing.
    func close() {
        isOpen.withLock { isOpen in
            guard isOpen else { return }
            isOpen = false
            Glibc.close(timer)
            Glibc.close(interruption)
        }
    }

    deinit { close() }

    private static func timespec(_ deadline: Date?) -> Glibc.timespec {
        guard let deadline else { return Glibc.timespec(tv_sec: farFuture, tv_nsec: 0) }
        let seconds = deadline.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        // An all-zero value would disarm the timer; a time in the past fires at once.
        let clampedWhole = min(max(whole, 0), Double(farFuture))
        let nanoseconds = clampedWhole == whole ? Int((seconds - whole) * 1e9) : 0
        return Glibc.timespec(tv_sec: Int(clampedWhole), tv_nsec: max(nanoseconds, clampedWhole == 0 ? 1 : 0))
    }
}
