import Cron
import FoundationEssentials
import MessageText
import SchedulerContract
import SignalStore
import ZoneInfo

/// One row of the `schedules` reply.
public struct ScheduleSummary: Sendable, Encodable, Equatable {
    /// The schedule's name.
    public var name: String
    /// Its cron expression, as written.
    public var cron: String
    /// Its zone.
    public var timeZone: String
    /// The signal it sends.
    public var signal: String
    /// Whether it fires on its own.
    public var enabled: Bool
    /// Whether a run missed while the daemon was down fires once when it is back.
    public var catchUp: Bool
    /// Each firing's random delay is below this, e.g. `5m`.
    public var jitter: String
    /// When the last run started, in the schedule's zone.
    public var lastRun: String?
    /// How the last run ended: `ok` or the chain's error code.
    public var lastResult: String?
    /// The next scheduled time in the schedule's zone; none when disabled.
    public var nextFire: String?
    /// The same instant in UTC.
    public var nextFireUTC: String?
}

extension Scheduler {
    /// Every schedule with its last run, last result and next fire, in config order.
    public func summaries() -> [ScheduleSummary] {
        let now = dependencies.wallClock.now
        return schedules.map { schedule in
            let record = record(named: schedule.name)
            let zone = schedule.cron.timeZone
            let next = schedule.enabled ? schedule.nextFire(after: max(now, record?.handledThrough ?? now)) : nil
            return ScheduleSummary(
                name: schedule.name, cron: schedule.cron.expression.source, timeZone: schedule.timeZoneName,
                signal: schedule.signal.wireName, enabled: schedule.enabled, catchUp: schedule.catchUp,
                jitter: DurationText.format(schedule.jitter),
                lastRun: record?.lastRunAt.map { ZonedTimestamp.format($0, in: zone) },
                lastResult: record?.lastResult,
                nextFire: next.map { ZonedTimestamp.format($0, in: zone) },
                nextFireUTC: next.map { ZonedTimestamp.format($0, in: Zone.utc) })
        }
    }
}
