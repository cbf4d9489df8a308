import FoundationEssentials
import Workouts

/// The week a request names in its `week=` field: `YYYY-Www`, `this` (the week the clock is
/// in, in the configured zone and week start), `last` (the one before), or nothing (`this`).
enum NamedWeek {
    /// The words `week=` takes besides `YYYY-Www`.
    static let words = ["this", "last"]

    /// The week `text` names, `now` being the clock's reading.
    static func week(_ text: String?, now: Date, calendar: WeekCalendar) throws -> WeekIdentifier {
        let current = calendar.week(containing: now)
        switch text?.lowercased() {
        case nil, "this":
            return current
        case "last":
            guard let previous = calendar.span(endingWith: current, count: 2)?.weeks.first?.week else {
                throw TrainingError.invalidValue(field: "week", problem: "the week before \(current) has no number")
            }
            return previous
        default:
            guard let text, let week = WeekIdentifier(text) else {
                throw TrainingError.invalidValue(
                    field: "week", problem: "'\(text ?? "")' is not \(WeekIdentifier.expected), 'this' or 'last'")
            }
            return week
        }
    }
}
