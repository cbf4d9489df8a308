/// Why a date field could not be read as a local date and time.
enum DateTextProblem: Error, Equatable {
    /// The text is not a date in any form liftd reads, or names a day or time that does
    /// not exist (month 13, 31 June, 25:00).
    case notADate
    /// A 12-hour time whose hour is not 1 to 12 (`13:05 PM`, `0:30 AM`).
    case hourOffTwelveHourClock(hour: Int, meridiem: Meridiem)

    /// What is wrong, to follow the field's name and text in a skipped row's reason.
    var reason: String {
        switch self {
        case .notADate:
            "is not a date"
        case .hourOffTwelveHourClock(let hour, let meridiem):
            "has hour \(hour) before \(meridiem.rawValue); a 12-hour time's hour runs from 1 to 12"
        }
    }
}
