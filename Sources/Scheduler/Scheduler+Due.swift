import Cron
import FoundationEssentials
import SchedulerContract
import SignalStore

extension Scheduler {
    /// Starts (or skips) every firing due now; returns when something is next due, and sets
    /// `upcoming`.
    func fireWhatIsDue() -> Date? {
        let now = dependencies.wallClock.now
        var earliest: (dueTime: Date, firing: UpcomingFiring)?
        for schedule in schedules where schedule.enabled {
            guard let next = fireIfDue(schedule, now: now) else { continue }
            if earliest.map({ next.dueTime < $0.dueTime }) ?? true { earliest = next }
        }
        upcoming = earliest?.firing
        return earliest?.dueTime
    }

    /// Handles whatever of `schedule` is due at `now`; returns its next due time.
    private func fireIfDue(_ schedule: CompiledSchedule, now: Date) -> (dueTime: Date, firing: UpcomingFiring)? {
        while true {
            let delay = jitterDelay(for: schedule)
            let record = record(named: schedule.name)
            let plan = FiringPlan(
                schedule: schedule.cron, lastFire: record?.handledThrough, now: now,
                catchUp: schedule.catchUp, jitterDelay: delay)
            if let due = plan.due {
                // The scheduled time is handled now; the next one gets a delay of its own.
                jitterDelays[schedule.name] = nil
                handle(due, of: schedule, now: now)
                continue
            }
            if plan.droppedCount > 0 || record == nil {
                // Times up to here are dealt with: dropped (catch-up off), or before the
                // schedule was first seen (so a later downtime can be caught up from here).
                let reached = now.addingTimeInterval(-(delay / .seconds(1)))
                if plan.droppedCount > 0 {
                    FiringLog.dropped(schedule, count: plan.droppedCount, at: now, logger: dependencies.logger)
                }
                var updated = record ?? ScheduleRecord(handledThrough: reached)
                updated.handledThrough = max(updated.handledThrough, reached)
                save(updated, named: schedule.name)
            }
            guard let dueTime = plan.nextDueTime, let scheduledTime = plan.nextScheduledTime else { return nil }
            return (dueTime, UpcomingFiring(
                schedule: schedule.name, scheduledTime: scheduledTime, timeZone: schedule.cron.timeZone))
        }
    }

    /// Starts the firing for `due`, or skips it when the previous one is still in flight; either
    /// way its scheduled time is recorded as handled before anything is sent, so a crash
    /// mid-run never repeats it.
    private func handle(_ due: DueFiring, of schedule: CompiledSchedule, now: Date) {
        var record = record(named: schedule.name) ?? ScheduleRecord(handledThrough: due.scheduledTime)
        record.handledThrough = due.scheduledTime
        save(record, named: schedule.name)
        let firing = ScheduleFiring(
            schedule: schedule.name, scheduledTime: due.scheduledTime, missedCount: due.missedCount, isManual: false)
        guard firings[schedule.name] == nil else {
            FiringLog.skipped(schedule, firing: firing, at: now, reason: "overlap", logger: dependencies.logger)
            return
        }
        startFiring(schedule, firing: firing, at: now)
    }

    /// The delay for `schedule`'s next scheduled time, drawn once per scheduled time.
    private func jitterDelay(for schedule: CompiledSchedule) -> Duration {
        guard schedule.jitter > .zero else { return .zero }
        if let drawn = jitterDelays[schedule.name] { return drawn }
        let drawn = Jitter(maximum: schedule.jitter).delay(uniform: dependencies.random.unitInterval())
        jitterDelays[schedule.name] = drawn
        return drawn
    }
}
