import Foundation
import SignalStore
import TestSupport
import Testing
@testable import Scheduler

@Suite("Overlap and jitter")
struct OverlapAndJitterTests {
    @Test("A firing due while the previous one is still running is skipped and logged as overlap")
    func overlapIsSkipped() async throws {
        let gate = Gate("the test to let the first firing finish")
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:00Z"), gate: gate)
        let scheduler = try harness.scheduler([try schedule("minutely", "* * * * *")])
        let schedulerRun = scheduler.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T10:01:00Z")))

        harness.clock.set(try instant("2026-05-04T10:01:00Z"))
        harness.waiter.wake()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T10:02:00Z")))
        let skips = harness.logFields(where: "LIFTD_SKIP_REASON", is: "overlap")
        #expect(skips.map { $0["LIFTD_SCHEDULED_TIME"] } == ["2026-05-04T10:01:00+00:00"])
        await #expect(throws: ScheduleRunRefusal.overlap("minutely")) { _ = try await scheduler.runByHand("minutely") }

        await gate.open()
        await scheduler.firingsFinished()
        #expect(harness.signals.count == 1)
        harness.clock.set(try instant("2026-05-04T10:02:00Z"))
        harness.waiter.wake()
        _ = await harness.waiter.nextWait()
        await scheduler.firingsFinished()
        #expect(harness.signals.compactMap { $0.scheduleFiring?.scheduledTime } ==
                [try instant("2026-05-04T10:00:00Z"), try instant("2026-05-04T10:02:00Z")])
        await schedulerRun.stop()
    }

    @Test("The largest random draw delays a firing by just under the jitter, and it fires only then")
    func largestJitterDraw() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:30:00Z"))
        let scheduler = try harness.scheduler(
            [try schedule("hourly", "0 * * * *", jitter: .seconds(600))], random: RandomSource { .max })
        let schedulerRun = scheduler.running()
        let deadline = try #require(await harness.waiter.nextWait())
        let scheduled = try instant("2026-05-04T11:00:00Z")
        // 600 s less one nanosecond, which a Date this far from 1970 rounds to the microsecond.
        #expect(deadline.timeIntervalSince(scheduled) > 599.999)
        #expect(deadline.timeIntervalSince(scheduled) <= 600)

        harness.clock.set(scheduled.addingTimeInterval(599))
        harness.waiter.wake()
        _ = await harness.waiter.nextWait()
        #expect(harness.signals.isEmpty)

        harness.clock.set(deadline)
        harness.waiter.wake()
        _ = await harness.waiter.nextWait()
        await scheduler.firingsFinished()
        #expect(harness.signals.map { $0.scheduleFiring?.scheduledTime } == [scheduled])
        await schedulerRun.stop()
    }

    @Test("Jitter delays drawn from the injected source stay within [0, jitter)")
    func jitterBounds() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:30:00Z"))
        let scheduled = try instant("2026-05-04T11:00:00Z")
        let smallest = try harness.scheduler(
            [try schedule("smallest", "0 * * * *", jitter: .seconds(300))], random: RandomSource { 0 })
        let smallestRun = smallest.running()
        #expect(await harness.waiter.nextWait() == scheduled)
        await smallestRun.stop()
        let seeded = RandomSource.seeded(42)
        var delays: [TimeInterval] = []
        for index in 0..<50 {
            let scheduler = try harness.scheduler(
                [try schedule("jittered-\(index)", "0 * * * *", jitter: .seconds(300))], random: seeded)
            let schedulerRun = scheduler.running()
            let deadline = try #require(await harness.waiter.nextWait())
            delays.append(deadline.timeIntervalSince(scheduled))
            await schedulerRun.stop()
        }
        #expect(delays.allSatisfy { $0 >= 0 && $0 < 300 })
        #expect(Set(delays).count > 40)
    }
}
