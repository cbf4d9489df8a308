import FoundationEssentials

/// Where the scheduler keeps its progress per schedule name, so a restart (or a reload)
/// neither repeats nor forgets a run.
public protocol ScheduleHistory: Sendable {
    /// What is known about the schedule called `name`; nil when it was never seen.
    func record(named name: String) throws -> ScheduleRecord?
    /// Stores `record` for the schedule called `name`; durable when it returns.
    func save(_ record: ScheduleRecord, named name: String) throws
}

/// The scheduler's progress on one schedule.
public struct ScheduleRecord: Sendable, Equatable {
    /// Scheduled times up to this instant are done with (run, skipped or dropped) and never
    /// fire again, even when the clock is set back.
    public var handledThrough: Date
    /// When the last run (scheduled or by hand) started.
    public var lastRunAt: Date?
    /// How the last run ended: `ok`, or the chain's error code.
    public var lastResult: String?

    /// A record with these values.
    public init(handledThrough: Date, lastRunAt: Date? = nil, lastResult: String? = nil) {
        self.handledThrough = handledThrough
        self.lastRunAt = lastRunAt
        self.lastResult = lastResult
    }
}
