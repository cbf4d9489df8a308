import Foundation
import Testing
@testable import Scheduler

// Waking on a wall-clock change cannot be tested without root setting the clock: when someone
// sets it, the kernel cancels the armed timerfd (TFD_TIMER_CANCEL_ON_SET) and read(2) fails
// with ECANCELED, which `WallClockAlarm.block()` reports as `.clockChanged`.
@Suite("The timerfd waiter")
struct TimerFileDescriptorWaiterTests {
    @Test("A deadline already passed ends the wait at once")
    func pastDeadline() async {
        let reason = await TimerFileDescriptorWaiter().wait(until: Date(timeIntervalSince1970: 1_000_000))
        #expect(reason == .deadlineReached)
    }

    @Test("Cancelling the waiting task ends a wait without a deadline")
    func cancellation() async {
        let waiting = Task { await TimerFileDescriptorWaiter().wait(until: nil) }
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
    }
}
