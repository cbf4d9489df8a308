import FoundationEssentials
import MessageText
import SchedulerContract
import SignalStore
import Workouts
import ZoneInfo

/// Asks for the health exports: `health-export-due since=last-run` (what is new since the
/// last run; the default), `since=all`, or `since=2025-09-01` (workouts started that day
/// or later, in the writer's zone; a full ISO 8601 date and time works too).
public struct HealthExportDue: ScheduleAwareSignal, Equatable {
    public static let wireName = "health-export-due"
    /// `last-run`, `all`, or a date; `last-run` when absent.
    public var since: String?
    /// Where the files go, relative to the output directory; each writer's `directory`
    /// option when absent.
    public var directory: String?
    /// The scheduler's firing that sent it (an incremental export covers every missed run
    /// at once, so it needs nothing more from it than the logs do).
    public var scheduleFiring: ScheduleFiring?

    /// Asks for an export of what is new since the last run, or since `since`.
    public init(since: String? = nil, directory: String? = nil) {
        self.since = since
        self.directory = directory
    }

    /// Which workouts an export covers.
    enum Start: Equatable {
        /// The finished ones this export has not written; they are then recorded as written.
        case lastRun
        /// Every finished one (what was written is left alone).
        case all
        /// The finished ones started at or after the instant (what was written is left alone).
        case from(Date)
    }

    /// `since` read in `timeZone`, or a clear error naming the field.
    func start(in timeZone: Zone) throws -> Start {
        switch since ?? "last-run" {
        case "last-run": return .lastRun
        case "all": return .all
        case let text:
            if let instant = InstantText.instant(text) { return .from(instant) }
            if let day = InstantText.day(text) { return .from(day.date(in: timeZone)) }
            throw ReportError.invalidValue(
                field: "since", problem: "'\(text)' is not last-run, all, a date that exists like 2025-09-01, or an ISO 8601 date and time with a zone"
                    + Suggestion.hint(for: text, in: ["last-run", "all"]))
        }
    }
}
