import SchedulerContract
import SignalStore

/// Asks for the weekly report: `weekly-report-due` (the last complete week) or
/// `weekly-report-due week=2025-W38 directory=archive`. The schedule sends it Mondays.
public struct WeeklyReportDue: ScheduleAwareSignal, Equatable {
    public static let wireName = "weekly-report-due"
    /// The week, `YYYY-Www`; the last complete week when absent.
    public var week: String?
    /// Where the files go, relative to the output directory; each writer's `directory`
    /// option when absent.
    public var directory: String?
    /// The scheduler's firing that sent it; a catch-up run reports the week before the
    /// scheduled time, not before now.
    public var scheduleFiring: ScheduleFiring?

    /// Asks for the report of `week` (the last complete week when `nil`).
    public init(week: String? = nil, directory: String? = nil) {
        self.week = week
        self.directory = directory
    }
}
