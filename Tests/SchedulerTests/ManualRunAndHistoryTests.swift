import Foundation
import SignalStore
import Testing
@testable import Scheduler

@Suite("Manual runs, disabled schedules and history")
struct ManualRunAndHistoryTests {
    @Test("A disabled schedule never fires on its own, but runs by hand")
    func disabledSchedule() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:00Z"))
        let scheduler = try harness.scheduler([try schedule("off", "* * * * *", enabled: false)])
        let schedulerRun = scheduler.running()
        #expect(await harness.waiter.nextWait() == nil)
        harness.clock.set(try instant("2026-05-04T10:05:00Z"))
        harness.waiter.wake(.clockChanged)
        #expect(await harness.waiter.nextWait() == nil)
        #expect(harness.signals.isEmpty)

        let outcome = await (try await scheduler.runByHand("off")).outcome.value
        #expect(outcome.succeeded)
        #expect(harness.signals.map { $0.scheduleFiring?.isManual } == [true])
        await schedulerRun.stop()
    }

    @Test("run-schedule reports the chain's outcome; an unknown name is refused with the nearest names")
    func runByHand() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T10:00:30Z"))
        let scheduler = try harness.scheduler([
            try schedule("weekly-report", "0 7 * * mon"), try schedule("weekly-export", "0 8 * * mon"),
            try schedule("nightly", "0 3 * * *"),
        ])
        await #expect(throws: ScheduleRunRefusal.unknownSchedule(
            "weekly-reprot", nearest: ["weekly-report", "weekly-export", "nightly"])) {
            _ = try await scheduler.runByHand("weekly-reprot")
        }
        let firing = try await scheduler.runByHand("weekly-report")
        // Its reply (`RunScheduleReply`, built by the daemon) is tested in DaemonTests/Control.
        let outcome = await firing.outcome.value
        #expect(outcome.succeeded)
        #expect(outcome.steps.map(\.useCase) == ["report"])
        let summary = try #require(await scheduler.summaries().first)
        #expect(summary.lastResult == "ok")
        #expect(summary.lastRun == "2026-05-04T10:00:30+00:00")
        #expect(summary.nextFire == "2026-05-11T07:00:00+00:00")
    }

    @Test("Progress survives a scheduler restart on the same SQLite file, and a reload keeps it by name")
    func persistenceAcrossRestart() async throws {
        let harness = try SchedulerHarness(now: try instant("2026-05-04T05:00:10Z"))
        let daily = try schedule("daily", "0 7 * * *", zone: "Europe/Berlin")
        let first = try harness.scheduler([daily])
        let firstRun = first.running()
        _ = await harness.waiter.nextWait()
        await first.firingsFinished()
        await firstRun.stop()
        #expect(harness.signals.count == 1)

        harness.clock.set(try instant("2026-05-04T05:00:40Z"))
        let second = try harness.scheduler([try schedule("daily", "0 9 * * *", zone: "Europe/Berlin")])
        #expect(try #require(await second.summaries().first).lastRun == "2026-05-04T07:00:10+02:00")
        await second.replace(with: [daily])
        let secondRun = second.running()
        #expect(await harness.waiter.nextWait() == (try instant("2026-05-05T05:00:00Z")))
        await second.firingsFinished()
        #expect(harness.signals.count == 1)
        let summary = try #require(await second.summaries().first)
        #expect(summary.lastResult == "ok")
        #expect(summary.nextFire == "2026-05-05T07:00:00+02:00")
        #expect(summary.nextFireUTC == "2026-05-05T05:00:00+00:00")
        await secondRun.stop()
    }
}
