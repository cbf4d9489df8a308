import CLinux
@preconcurrency import Glibc
import FoundationEssentials
import Threads

/// The daemon's `WallClockWaiter`: a `CLOCK_REALTIME` timerfd armed at an absolute time with
/// `TFD_TIMER_CANCEL_ON_SET`, so one blocking wait ends at the deadline or as soon as anyone
/// sets the clock (read(2) then fails with `ECANCELED`). The blocking happens on a thread of
/// its own, never on Swift's cooperative pool.
public struct TimerFileDescriptorWaiter: WallClockWaiter {
    /// A waiter using the kernel's timerfd.
    public init() {}

    /// Waits on a thread of its own until `deadline`, a change of the wall clock, or cancellation.
    public func wait(until deadline: Date?) async -> WakeReason {
        guard let alarm = try? WallClockAlarm(deadline: deadline) else {
            // Out of descriptors: sleep on the monotonic clock instead (clock changes are then
            // noticed at the next deadline) rather than spin.
            return await Self.sleep(until: deadline)
        }
        let reason: WakeReason? = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                do throws(ThreadStartFailure) {
                    try DetachedThread.start {
                        liftd_name_current_thread("liftd-alarm")
                        let reason = alarm.block()
                        alarm.close()
                        continuation.resume(returning: reason)
                    }
                } catch {
                    alarm.close()
                    continuation.resume(returning: nil)
                }
            }
        } onCancel: {
            alarm.interrupt()
        }
        // Without a thread to block on, as without a descriptor.
        if let reason { return reason }
        return await Self.sleep(until: deadline)
    }

    /// Sleeps on the monotonic clock until `deadline` (a minute without one), at least a second.
    private static func sleep(until deadline: Date?) async -> WakeReason {
        let seconds = max(deadline?.timeIntervalSinceNow ?? 60, 1)
        guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return .cancelled }
        return .deadlineReached
    }
}
