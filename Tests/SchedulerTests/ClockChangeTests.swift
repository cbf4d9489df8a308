import Foundation
import Testing
@testable import Scheduler

@Suite("Wall-clock changes and DST")
struct ClockChangeTests {
    @Test("A forward clock jump across scheduled times fires once with the missed count")
    func forwardJump() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:30Z"))
        let scheduler = try harness.scheduler([try schedule("hourly", "0 * * * *")])
        let schedulerRun = scheduler.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))
        await scheduler.firingsFinished()

        harness.clock.set(try instant("2026-05-04T15:30:00Z"))
        harness.waiter.wake(.clockChanged)
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T16:00:00Z")))
        await scheduler.firingsFinished()
        let firings = harness.signals.compactMap(\.scheduleFiring)
        #expect(firings.map(\.scheduledTime) == [try instant("2026-05-04T10:00:00Z"), try instant("2026-05-04T15:00:00Z")])
        #expect(firings.map(\.missedCount) == [0, 4])
        await schedulerRun.stop()
    }

    @Test("After the clock is set back, a time that already fired does not run again")
    func backwardJump() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:10Z"))
        let scheduler = try harness.scheduler([try schedule("hourly", "0 * * * *")])
        let schedulerRun = scheduler.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))
        await scheduler.firingsFinished()

        harness.clock.set(try instant("2026-05-04T09:30:00Z"))
        harness.waiter.wake(.clockChanged)
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))
        harness.clock.set(try instant("2026-05-04T10:00:05Z"))
        harness.waiter.wake()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))
        await scheduler.firingsFinished()
        #expect(harness.signals.count == 1)
        await schedulerRun.stop()
    }

    @Test("A daily job in a skipped hour runs once right after the jump, and once in a repeated hour",
          arguments: [
              ("Europe/Berlin", "30 2 * * *", "2026-03-28T12:00:00+01:00",
               "2026-03-29T03:00:00+02:00", "2026-03-30T02:30:00+02:00"),
              ("America/New_York", "30 1 * * *", "2026-10-31T12:00:00-04:00",
               "2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00"),
          ])
    func daylightSavingDays(zone: String, cron: String, start: String, firstFire: String, secondFire: String) async throws {
        let harness = try SchedulerHarness(now: try instant(start))
        let scheduler = try harness.scheduler([try schedule("nightly", cron, zone: zone)])
        let schedulerRun = scheduler.running()
        let first = try instant(firstFire)
        #expect(await harness.waiter.nextWait() == first)

        harness.clock.set(first)
        harness.waiter.wake()
        #expect(await harness.waiter.nextWait() == (try instant(secondFire)))
        // An hour later (still inside a repeated hour), nothing runs again.
        harness.clock.set(first.addingTimeInterval(3600))
        harness.waiter.wake()
        #expect(await harness.waiter.nextWait() == (try instant(secondFire)))
        await scheduler.firingsFinished()
        #expect(harness.signals.map { $0.scheduleFiring?.scheduledTime } == [first])
        await schedulerRun.stop()
    }
}
