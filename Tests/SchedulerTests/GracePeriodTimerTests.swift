import Synchronization
import Testing
@testable import Scheduler

@Suite("The scheduler's grace period at a stop", .timeLimit(.minutes(1)))
struct GracePeriodTimerTests {
    @Test("In a cancelled task the grace period lasts until end(), not until the cancellation")
    func cancelledWaiterWaitsForEnd() async {
        let timer = GracePeriodTimer()
        let ended = Atomic(false)
        let waiting = AsyncStream.makeStream(of: Void.self)
        let waiter = Task {
            waiting.continuation.yield()
            await timer.wait(atMost: .seconds(3_600))
            return ended.load(ordering: .sequentiallyConsistent)
        }
        waiter.cancel()
        for await _ in waiting.stream { break }
        ended.store(true, ordering: .sequentiallyConsistent)
        timer.end()
        #expect(await waiter.value, "the wait returned before end() was called")
    }

    @Test("In a cancelled task the grace period still ends once its time has passed")
    func cancelledWaiterEndsAtTheLimit() async {
        let timer = GracePeriodTimer()
        let waiter = Task { await timer.wait(atMost: .milliseconds(20)) }
        waiter.cancel()
        await waiter.value
    }

    @Test("end() before the wait makes the wait return at once")
    func endedBeforeWaiting() async {
        let timer = GracePeriodTimer()
        timer.end()
        await timer.wait(atMost: .seconds(3_600))
    }
}
