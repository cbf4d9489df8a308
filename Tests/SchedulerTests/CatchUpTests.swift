import Foundation
import Testing
@testable import Scheduler

@Suite("Catch-up after downtime")
struct CatchUpTests {
    @Test("A run missed while the daemon was down fires once, carrying the missed count and scheduled time")
    func missedRunsFireOnce() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:00Z"))
        let hourly = try schedule("hourly", "0 * * * *", catchUp: true)
        let before = try harness.scheduler([hourly])
        let beforeRun = before.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))
        await before.firingsFinished()
        await beforeRun.stop()
        #expect(harness.signals.count == 1)

        harness.clock.set(try instant("2026-05-04T13:20:00Z"))
        let after = try harness.scheduler([hourly])
        let afterRun = after.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T14:00:00Z")))
        await after.firingsFinished()
        #expect(harness.signals.count == 2)
        let firing = try #require(harness.signals.last?.scheduleFiring)
        #expect(firing.scheduledTime == (try instant("2026-05-04T13:00:00Z")))
        #expect(firing.missedCount == 2)
        #expect(!firing.isManual)
        #expect(harness.logFields(where: "LIFTD_MISSED_COUNT", is: "2").first?["LIFTD_SCHEDULE"] == "hourly")

        harness.clock.set(try instant("2026-05-04T13:20:05Z"))
        harness.waiter.wake(.clockChanged)
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T14:00:00Z")))
        await after.firingsFinished()
        #expect(harness.signals.count == 2)
        await afterRun.stop()
    }

    @Test("With catch-up off, runs missed while down are dropped and logged, and the next one fires on time")
    func catchUpOffDropsMissedRuns() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:00Z"))
        let hourly = try schedule("hourly", "0 * * * *", catchUp: false)
        let before = try harness.scheduler([hourly])
        let beforeRun = before.running()
        _ = await harness.waiter.nextWait()
        await before.firingsFinished()
        await beforeRun.stop()

        harness.clock.set(try instant("2026-05-04T13:20:00Z"))
        let after = try harness.scheduler([hourly])
        let afterRun = after.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T14:00:00Z")))
        await after.firingsFinished()
        #expect(harness.signals.count == 1)
        let dropped = harness.logFields(where: "LIFTD_SKIP_REASON", is: "catch-up-off")
        #expect(dropped.map { $0["LIFTD_MISSED_COUNT"] } == ["3"])

        harness.clock.set(try instant("2026-05-04T14:00:00Z"))
        harness.waiter.wake()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T15:00:00Z")))
        await after.firingsFinished()
        #expect(harness.signals.map { $0.scheduleFiring?.missedCount } == [0, 0])
        #expect(harness.signals.last?.scheduleFiring?.scheduledTime == (try instant("2026-05-04T14:00:00Z")))
        await afterRun.stop()
    }
}
