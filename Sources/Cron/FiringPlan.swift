import FoundationEssentials

/// What one schedule should do at a given moment: the firing to start now (at most one, however
/// many scheduled times passed) and when the next one is due. Pure, so the daemon's scheduler
/// can be tested with any clock.
///
/// The daemon records `due.scheduledTime` as the schedule's last fire. A scheduled time at or
/// before the last fire is never due again, so a clock set back does not repeat a run.
public struct FiringPlan: Equatable, Sendable {
    /// The firing to start now, if any.
    public let due: DueFiring?
    /// Scheduled times that passed but are dropped because catch-up is off and they are
    /// too late (counted up to `FiringPlan.countLimit`).
    public let droppedCount: Int
    /// The next scheduled time still to come.
    public let nextScheduledTime: Date?
    /// When the next scheduled time becomes due: the scheduled time plus the jitter delay.
    public let nextDueTime: Date?

    /// Counting passed scheduled times stops here, so a long downtime stays cheap.
    public static let countLimit = 100_000

    /// Plans `schedule` at `now`.
    /// - Parameters:
    ///   - lastFire: the scheduled time of the last firing, nil when the schedule never fired
    ///     (then only a time that fell due within `latenessAllowance` of now is due).
    ///   - catchUp: whether scheduled times missed while the daemon was down (or skipped by the
    ///     clock jumping forward) still fire, once, however late.
    ///   - jitterDelay: the delay drawn for this schedule's firings (see `Jitter`); a scheduled
    ///     time is due once the delay after it has passed.
    ///   - latenessAllowance: how late a firing may start and still count as on time when
    ///     catch-up is off.
    public init(
        schedule: CronSchedule,
        lastFire: Date?,
        now: Date,
        catchUp: Bool,
        jitterDelay: Duration = .zero,
        latenessAllowance: Duration = .seconds(60)
    ) {
        let delay = jitterDelay / .seconds(1)
        let allowance = latenessAllowance / .seconds(1)
        // Scheduled times up to `reachedLimit` are due; later ones are still to come.
        let reachedLimit = now.addingTimeInterval(-delay)
        let searchStart = lastFire ?? reachedLimit.addingTimeInterval(-allowance)
        var times = schedule.fireTimes(after: searchStart).makeIterator()
        var passedCount = 0
        var latestPassed: Date?
        var upcoming = times.next()
        while let time = upcoming, time <= reachedLimit {
            passedCount += 1
            latestPassed = time
            if passedCount == Self.countLimit {
                latestPassed = Self.latestFire(of: schedule, after: time, atOrBefore: reachedLimit)
                upcoming = schedule.nextFire(after: reachedLimit)
                break
            }
            upcoming = times.next()
        }
        if let latestPassed, catchUp || reachedLimit.timeIntervalSince(latestPassed) < allowance {
            due = DueFiring(scheduledTime: latestPassed, missedCount: passedCount - 1)
            droppedCount = 0
        } else {
            due = nil
            droppedCount = passedCount
        }
        nextScheduledTime = upcoming
        nextDueTime = upcoming?.addingTimeInterval(delay)
    }

    /// The last fire time in (`earliest`, `limit`], known to be at least `earliest` itself,
    /// found by looking back from `limit` over growing windows.
    private static func latestFire(of schedule: CronSchedule, after earliest: Date, atOrBefore limit: Date) -> Date {
        var window: TimeInterval = 3600
        while limit.addingTimeInterval(-window) > earliest {
            let times = schedule.fireTimes(after: limit.addingTimeInterval(-window)).prefix { $0 <= limit }
            if let latest = times.reduce(nil, { _, time in Optional(time) }) { return latest }
            window *= 8
        }
        return schedule.fireTimes(after: earliest).prefix { $0 <= limit }.reduce(earliest) { _, time in time }
    }
}

/// A firing to start now on behalf of a scheduled time.
public struct DueFiring: Equatable, Sendable {
    /// The latest scheduled time that passed; record it as the schedule's last fire.
    public let scheduledTime: Date
    /// Earlier scheduled times since the last fire that passed without a firing of their own.
    public let missedCount: Int

    /// A firing for `scheduledTime` standing in for `missedCount` earlier ones.
    public init(scheduledTime: Date, missedCount: Int) {
        self.scheduledTime = scheduledTime
        self.missedCount = missedCount
    }
}
