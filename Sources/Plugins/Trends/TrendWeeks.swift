import FoundationEssentials
import Workouts

/// The weeks a trend request covers: `weeks=N` (1 to 520, 12 when absent) ending with
/// `to=YYYY-Www` or, without it, with the current week of the clock.
struct TrendWeeks {
    /// The most weeks one request may cover (ten years).
    static let maximumCount = 520
    /// The weeks a request without `weeks=` covers: a quarter.
    static let defaultCount = 12

    /// The span `count` (`defaultCount` when nil) and `to` name, in `calendar`, `now` being the clock's reading.
    static func span(count: Int?, to: String?, now: Date, calendar: WeekCalendar) throws -> WeekSpan {
        let count = count ?? defaultCount
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
