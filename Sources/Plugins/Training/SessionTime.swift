import FoundationEssentials
import Workouts

/// The `at=` of `start-workout`, `log-set` and `finish-workout`, which log a past session:
/// an ISO 8601 instant that is not in the future and not before its workout started.
enum SessionTime {
    /// The instant `text` names, or `now` when it is absent; refused, naming `at`, when it
    /// is after `now` or before `workoutStart`.
    static func instant(_ text: String?, now: Date, notBefore workoutStart: Date? = nil) throws(TrainingError) -> Date {
        guard let text else { return now }
        let instant = try SpelledFields.instant(text)
        if instant > now {
            throw .invalidValue(field: "at", problem: "'\(text)' is in the future (liftd's clock reads \(written(now)))")
        }
        if let workoutStart, instant < workoutStart {
            throw .invalidValue(field: "at", problem: "'\(text)' is before the workout started (\(written(workoutStart)))")
        }
        return instant
    }

    /// `date` to the second in UTC, as `at=` may be written.
    private static func written(_ date: Date) -> String {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)).formatted(.iso8601)
    }
}
