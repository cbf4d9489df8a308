import FoundationEssentials
import Workouts

/// The weeks a trend request covers: `weeks=N` (1 to 520) ending with `to=YYYY-Www` or,
/// without it, with the current week of the clock.
struct TrendWeeks {
    /// The most weeks one request may cover (ten years).
    static let maximumCount = 520

    /// The span `count` and `to` name, in `calendar`, `now` being the clock's reading.
    static func span(count: Int, to: String?, now: Date, calendar: WeekCalendar) throws -> WeekSpan {
        guard (1...maximumCount).contains(count) else {
            throw TrainingError.invalidValue(field: "weeks", problem: "\(count) is not between 1 and \(maximumCount)")
        }
        let last: WeekIdentifier
        if let to {
            guard let week = WeekIdentifier(to) else {
                throw TrainingError.invalidValue(field: "to", problem: "'\(to)' is not \(WeekIdentifier.expected)")
            }
            last = week
        } else {
            last = calendar.week(containing: now)
        }
        guard let span = calendar.span(endingWith: last, count: count) else {
            throw TrainingError.invalidValue(field: "to", problem: "\(last.year) has no week \(last.week)")
        }
        return span
    }
}
