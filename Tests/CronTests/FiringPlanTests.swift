import Foundation
import Testing
@testable import Cron

@Suite("Planning a schedule's firings")
struct FiringPlanTests {
    let daily = CronSchedule(try! CronExpression("0 0 * * *"), timeZone: zone("UTC"))
    let hourly = CronSchedule(try! CronExpression("0 * * * *"), timeZone: zone("UTC"))

    @Test("A run due while the daemon sleeps fires on waking, with nothing missed")
    func onTime() {
        let plan = FiringPlan(schedule: daily, lastFire: instant("2026-01-07T00:00:00Z"),
                              now: instant("2026-01-08T00:00:00.2Z"), catchUp: false)
        #expect(plan.due == DueFiring(scheduledTime: instant("2026-01-08T00:00:00Z"), missedCount: 0))
        #expect(plan.nextScheduledTime == instant("2026-01-09T00:00:00Z"))
    }

    @Test("With catch-up, runs missed during downtime fire once, carrying the missed count")
    func catchUpFiresOnce() {
        let plan = FiringPlan(schedule: daily, lastFire: instant("2026-01-05T00:00:00Z"),
                              now: instant("2026-01-08T12:00:00Z"), catchUp: true)
        #expect(plan.due == DueFiring(scheduledTime: instant("2026-01-08T00:00:00Z"), missedCount: 2))
        #expect(plan.droppedCount == 0)
        #expect(plan.nextDueTime == instant("2026-01-09T00:00:00Z"))
    }

    @Test("Once the caught-up firing is recorded, nothing more is due until the next time")
    func catchUpDoesNotRepeat() {
        let plan = FiringPlan(schedule: daily, lastFire: instant("2026-01-08T00:00:00Z"),
                              now: instant("2026-01-08T12:00:01Z"), catchUp: true)
        #expect(plan.due == nil)
        #expect(plan.nextDueTime == instant("2026-01-09T00:00:00Z"))
    }

    @Test("Without catch-up, runs missed during downtime are dropped and counted")
    func withoutCatchUpDrops() {
        let plan = FiringPlan(schedule: daily, lastFire: instant("2026-01-05T00:00:00Z"),
                              now: instant("2026-01-08T12:00:00Z"), catchUp: false)
        #expect(plan.due == nil)
        #expect(plan.droppedCount == 3)
        #expect(plan.nextScheduledTime == instant("2026-01-09T00:00:00Z"))
    }

    @Test("Without catch-up, a run woken within the lateness allowance still fires; later, it is dropped")
    func latenessAllowance() {
        let last = instant("2026-01-01T09:00:00Z")
        let late = FiringPlan(schedule: hourly, lastFire: last, now: instant("2026-01-01T10:00:59Z"), catchUp: false)
        #expect(late.due?.scheduledTime == instant("2026-01-01T10:00:00Z"))
        let tooLate = FiringPlan(schedule: hourly, lastFire: last, now: instant("2026-01-01T10:01:00Z"), catchUp: false)
        #expect(tooLate.due == nil)
        #expect(tooLate.droppedCount == 1)
    }

    @Test("A schedule that never fired owes nothing from before now")
    func neverFired() {
        let plan = FiringPlan(schedule: daily, lastFire: nil, now: instant("2026-01-08T12:00:00Z"), catchUp: true)
        #expect(plan.due == nil)
        #expect(plan.nextScheduledTime == instant("2026-01-09T00:00:00Z"))
        let woken = FiringPlan(schedule: daily, lastFire: nil, now: instant("2026-01-09T00:00:00.5Z"), catchUp: true)
        #expect(woken.due == DueFiring(scheduledTime: instant("2026-01-09T00:00:00Z"), missedCount: 0))
    }

    @Test("A clock set back before the last fire repeats no run: the next one comes after the last fire")
    func clockJumpsBackward() {
        let plan = FiringPlan(schedule: hourly, lastFire: instant("2026-01-01T10:00:00Z"),
                              now: instant("2026-01-01T09:30:00Z"), catchUp: true)
        #expect(plan.due == nil)
        #expect(plan.nextScheduledTime == instant("2026-01-01T11:00:00Z"))
    }

    @Test("A clock jumping forward over several runs fires once with catch-up")
    func clockJumpsForward() {
        let plan = FiringPlan(schedule: hourly, lastFire: instant("2026-01-01T10:00:00Z"),
                              now: instant("2026-01-01T13:05:00Z"), catchUp: true)
        #expect(plan.due == DueFiring(scheduledTime: instant("2026-01-01T13:00:00Z"), missedCount: 2))
        #expect(plan.nextScheduledTime == instant("2026-01-01T14:00:00Z"))
    }

    @Test("A jitter delay postpones when a scheduled time is due")
    func jitterDelaysDue() {
        let last = instant("2026-01-01T09:00:00Z")
        let early = FiringPlan(schedule: hourly, lastFire: last, now: instant("2026-01-01T10:01:00Z"),
                               catchUp: false, jitterDelay: .seconds(90))
        #expect(early.due == nil)
        #expect(early.nextScheduledTime == instant("2026-01-01T10:00:00Z"))
        #expect(early.nextDueTime == instant("2026-01-01T10:01:30Z"))
        let due = FiringPlan(schedule: hourly, lastFire: last, now: instant("2026-01-01T10:01:30Z"),
                             catchUp: false, jitterDelay: .seconds(90))
        #expect(due.due?.scheduledTime == instant("2026-01-01T10:00:00Z"))
    }

    @Test("A fixed-time job skipped by the DST jump is due right after it (Berlin)")
    func dstForwardIsDueAfterJump() {
        let schedule = CronSchedule(try! CronExpression("30 2 * * *"), timeZone: zone("Europe/Berlin"))
        let plan = FiringPlan(schedule: schedule, lastFire: instant("2026-03-28T02:30:00+01:00"),
                              now: instant("2026-03-29T03:00:01+02:00"), catchUp: false)
        #expect(plan.due == DueFiring(scheduledTime: instant("2026-03-29T03:00:00+02:00"), missedCount: 0))
    }

    @Test("In New York's repeated hour an hourly job is due in both passes, a fixed-time job only in the first")
    func dstBackwardRepeatsOnlyWildcardJobs() {
        let newYork = zone("America/New_York")
        let hourlyInNewYork = CronSchedule(try! CronExpression("0 * * * *"), timeZone: newYork)
        let secondPass = FiringPlan(schedule: hourlyInNewYork, lastFire: instant("2026-11-01T01:00:00-04:00"),
                                    now: instant("2026-11-01T01:00:10-05:00"), catchUp: false)
        #expect(secondPass.due?.scheduledTime == instant("2026-11-01T01:00:00-05:00"))
        let fixedTime = CronSchedule(try! CronExpression("30 1 * * *"), timeZone: newYork)
        let repeated = FiringPlan(schedule: fixedTime, lastFire: instant("2026-11-01T01:30:00-04:00"),
                                  now: instant("2026-11-01T01:30:10-05:00"), catchUp: true)
        #expect(repeated.due == nil)
        #expect(repeated.nextScheduledTime == instant("2026-11-02T01:30:00-05:00"))
    }

    @Test("A very long downtime still fires once, for the latest scheduled time, counting up to the limit")
    func longDowntime() {
        let everyMinute = CronSchedule(try! CronExpression("* * * * *"), timeZone: zone("UTC"))
        let plan = FiringPlan(schedule: everyMinute, lastFire: instant("2025-01-01T00:00:00Z"),
                              now: instant("2026-01-01T00:00:30Z"), catchUp: true)
        #expect(plan.due == DueFiring(scheduledTime: instant("2026-01-01T00:00:00Z"), missedCount: FiringPlan.countLimit - 1))
        #expect(plan.nextScheduledTime == instant("2026-01-01T00:01:00Z"))
    }
}
