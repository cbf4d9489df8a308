import CLinux
@preconcurrency import Glibc
import Foundation

/// The daemon's `WallClockWaiter`: a `CLOCK_REALTIME` timerfd armed at an absolute time with
/// `TFD_TIMER_CANCEL_ON_SET`, so one blocking wait ends at the deadline or as soon as anyone
/// sets the clock (read(2) then fails with `ECANCELED`). The blocking happens on a thread of
/// its own, never on Swift's cooperative pool.
public struct TimerFileDescriptorWaiter: WallClockWaiter {
    /// A waiter using the kernel's timerfd.
    public init() {}

    /// Waits on a thread of its own until `deadline`, a change of the wall clock, or cancellation.
    public func wait(until deadline: Date?) async -> WakeReason {
        let alarm: WallClockAlarm
        do {
            alarm = try WallClockAlarm(deadline: deadline)
        } catch {
            // Out of descriptors: sleep on the monotonic clock instead (clock changes are then
            // noticed at the next deadline) rather than spin.
            let seconds = max(deadline?.timeIntervalSinceNow ?? 60, 1)
            guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return .cancelled }
            return .deadlineReached
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread {
                    liftd_name_current_thread("liftd-alarm")
                    let reason = alarm.block()
                    alarm.close()
                    continuation.resume(returning: reason)
                }.start()
            }
        } onCancel: {
            alarm.interrupt()
        }
    }
}
