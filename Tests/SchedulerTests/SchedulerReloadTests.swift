import Foundation
import Testing
@testable import Scheduler

@Suite("Reloading a running scheduler")
struct SchedulerReloadTests {
    @Test("Replaced schedules take effect at once: the running scheduler waits for the new next time")
    func replaceWhileRunning() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:30Z"))
        let scheduler = try harness.scheduler([try schedule("hourly", "0 * * * *", catchUp: false)])
        let schedulerRun = scheduler.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-04T11:00:00Z")))

        await scheduler.replace(with: [try schedule("daily", "0 7 * * *", catchUp: false)])
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-05T07:00:00Z")))
        #expect(await scheduler.upcoming?.schedule == "daily")
        await schedulerRun.stop()
    }
}
