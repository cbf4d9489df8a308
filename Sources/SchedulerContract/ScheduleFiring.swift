import FoundationEssentials
import SignalStore

/// Why the scheduler sent a signal: which schedule, for which scheduled time, and how many
/// earlier times it stands in for, so a use case can tell a catch-up run from an on-time one.
public struct ScheduleFiring: Codable, Sendable, Equatable {
    /// The schedule's name in config.
    public var schedule: String
    /// The scheduled time this firing is for (the latest one that passed, when catching up);
    /// the time it was started by hand for a manual run.
    public var scheduledTime: Date
    /// Earlier scheduled times that passed without a firing of their own (downtime, a clock
    /// jump forward); zero for an on-time or manual run.
    public var missedCount: Int
    /// Whether someone ran the schedule by hand (`run-schedule`).
    public var isManual: Bool

    /// A firing of `schedule` for `scheduledTime`, standing in for `missedCount` earlier times.
    public init(schedule: String, scheduledTime: Date, missedCount: Int, isManual: Bool) {
        self.schedule = schedule
        self.scheduledTime = scheduledTime
        self.missedCount = missedCount
        self.isManual = isManual
    }
}

/// A signal that wants to know when the scheduler sent it. Declare `scheduleFiring` as an
/// optional stored field: the scheduler fills it in on every firing; it stays nil when the
/// signal comes from anywhere else.
///
/// The context travels in the signal because each chain runs with the store's own
/// dependencies, not the sender's task-locals: the signal is what reaches the use case (and
/// an `exec` program, as JSON) and what the logs show.
public protocol ScheduleAwareSignal: Signal {
    /// The firing that sent this signal; nil when it was not sent by the scheduler.
    var scheduleFiring: ScheduleFiring? { get set }
}

extension ScheduleAwareSignal {
    /// `scheduleFiring`: only the scheduler sets it, so no request can pose as a firing.
    public static var internalFields: Set<String> { ["scheduleFiring"] }
}
