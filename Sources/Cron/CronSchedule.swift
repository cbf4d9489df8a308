import FoundationEssentials
import ZoneInfo

/// A cron expression bound to the time zone whose wall clock it reads: the source of a
/// schedule's fire times.
public struct CronSchedule: Sendable {
    /// What to run on.
    public let expression: CronExpression
    /// The zone whose wall clock the expression is read on.
    public let timeZone: Zone

    /// A schedule reading `expression` on the wall clock of `timeZone`.
    public init(_ expression: CronExpression, timeZone: Zone) {
        self.expression = expression
        self.timeZone = timeZone
    }

    /// The first fire time strictly after `instant`, or nil when none falls within fifty years.
    public func nextFire(after instant: Date) -> Date? {
        var times = fireTimes(after: instant).makeIterator()
        return times.next()
    }

    /// The fire times strictly after `instant`, in order.
    public func fireTimes(after instant: Date) -> CronFireTimes {
        CronFireTimes(schedule: self, start: instant)
    }
}

/// The fire times of a schedule after a start instant, in order; ends when fifty years pass
/// without one.
public struct CronFireTimes: Sequence, IteratorProtocol, Sendable {
    private var search: FireTimeSearch
    private let start: Int64

    init(schedule: CronSchedule, start: Date) {
        // Whole seconds, like cron: a start of 10:00:00.5 still excludes 10:00:00.
        let startSecond = Int64(start.timeIntervalSince1970.rounded(.down))
        self.start = startSecond
        search = FireTimeSearch(
            expression: schedule.expression,
            clock: ZoneClock(zone: schedule.timeZone),
            start: startSecond
        )
    }

    /// The next fire time, nil when fifty years pass without one.
    public mutating func next() -> Date? {
        while let instant = search.next() {
            // Deliberate difference from cronsim: cronsim reads a start in the second pass of a
            // repeated hour as its first pass, so for a fixed-time job it can return a fire
            // time before the start (an instant in the first pass, already gone). A "next"
            // fire time in the past would make the scheduler fire at once; the job ran in the
            // first pass, so we skip such times and keep cronsim's answer for all later ones.
            if instant > start {
                return Date(timeIntervalSince1970: TimeInterval(instant))
            }
        }
        return nil
    }
}
