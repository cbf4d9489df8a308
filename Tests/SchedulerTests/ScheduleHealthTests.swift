import Cron
import Foundation
import Plugins
import SchedulerContract
import SignalStore
import Testing
@testable import Scheduler
import ZoneInfo

/// A signal no use case of the harness's store handles: its chain fails.
private struct NobodyHandles: Signal, Equatable {
    static let wireName = "nobody-handles"
}

@Suite("Schedule health for metrics")
struct ScheduleHealthTests {
    @Test("A scheduled firing records how late it started and its success; a run by hand records success only")
    func latenessAndSuccess() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T05:00:10Z"))
        let scheduler = try harness.scheduler([try schedule("daily", "0 5 * * *"), try schedule("manual", "0 0 1 1 *")])
        #expect(await scheduler.health() == [ScheduleMetrics(name: "daily"), ScheduleMetrics(name: "manual")])
        let run = scheduler.running()
        _ = await harness.waiter.nextWait()
        await scheduler.firingsFinished()
        await run.stop()
        #expect(harness.signals.count == 1)
        _ = await (try await scheduler.runByHand("manual")).outcome.value
        let started = try instant("2026-05-04T05:00:10Z")
        #expect(await scheduler.health() == [
            ScheduleMetrics(name: "daily", lastSuccess: started, latenessSeconds: 10),
            ScheduleMetrics(name: "manual", lastSuccess: started, latenessSeconds: nil),
        ])
    }

    @Test("A failed run is no success; after a restart the last success comes from the history if the last run succeeded")
    func failuresAndRestarts() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T05:00:10Z"))
        let failing = CompiledSchedule(
            name: "failing", cron: CronSchedule(try CronExpression("0 0 1 1 *"), timeZone: .utc), timeZoneName: "UTC",
            signal: NobodyHandles(), catchUp: false, jitter: .zero, enabled: true)
        let first = try harness.scheduler([failing, try schedule("fine", "0 0 1 1 *")])
        #expect(await !(try await first.runByHand("failing")).outcome.value.succeeded)
        _ = await (try await first.runByHand("fine")).outcome.value
        #expect(await first.health().map(\.lastSuccess) == [nil, try instant("2026-05-04T05:00:10Z")])

        let second = try harness.scheduler([failing, try schedule("fine", "0 0 1 1 *")])
        #expect(await second.health() == [
            ScheduleMetrics(name: "failing"),
            ScheduleMetrics(name: "fine", lastSuccess: try instant("2026-05-04T05:00:10Z")),
        ])
    }
}
