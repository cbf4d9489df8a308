import Synchronization
import Testing
@testable import Scheduler

@Suite("The scheduler's grace period at a stop", .timeLimit(.minutes(1)))
struct GracePeriodTimerTests {
    @Test("In a cancelled task the grace period lasts until end(), not until the cancellation")
    func cancelledWaiterWaitsForEnd() async {
        let timer = GracePeriodTimer()
        let order = EventOrder()
        let waiting = AsyncStream.makeStream(of: Void.self)
        let waiter = Task {
            waiting.continuation.yield()
            await timer.wait(atMost: .seconds(3_600))
            order.note("returned")
        }
        waiter.cancel()
        for await _ in waiting.stream { break }
        order.note("ended")
        timer.end()
        await waiter.value
        #expect(order.events == ["ended", "returned"], "the wait returned before end() was called")
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

/// The order in which two tasks reached their marks.
private final class EventOrder: Sendable {
    private let noted = Mutex<[String]>([])
    func note(_ event: String) { noted.withLock { $0.append(event) } }
    var events: [String] { noted.withLock { $0 } }
}
