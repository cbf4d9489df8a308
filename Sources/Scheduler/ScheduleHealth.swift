import Foundation

/// One schedule's health for `metrics`: when it last succeeded and how late it last fired.
public struct ScheduleHealth: Sendable, Equatable {
    /// The schedule's name.
    public var name: String
    /// When its last successful run started (scheduled or by hand); nil when none is known.
    public var lastSuccess: Date?
    /// Seconds between its last scheduled firing's due time and its start (jitter
    /// included); nil until one fired since start. Runs by hand do not count.
    public var latenessSeconds: Double?

    /// A schedule's health.
    public init(name: String, lastSuccess: Date? = nil, latenessSeconds: Double? = nil) {
        self.name = name
        self.lastSuccess = lastSuccess
        self.latenessSeconds = latenessSeconds
    }
}

extension Scheduler {
    /// Every schedule's health, in config order. The last success survives a restart when the
    /// last run succeeded (the history keeps the last run only).
    public func health() -> [ScheduleHealth] {
        schedules.map { schedule in
            let record = record(named: schedule.name)
            let stored = record?.lastResult == "ok" ? record?.lastRunAt : nil
            return ScheduleHealth(
                name: schedule.name, lastSuccess: lastSuccesses[schedule.name] ?? stored,
                latenessSeconds: latenesses[schedule.name])
        }
    }
}
