/// The half of the day a 12-hour time names: `AM` from midnight, `PM` from noon.
enum Meridiem: String, Sendable {
    case beforeNoon = "AM"
    case afterNoon = "PM"

    /// The 24-hour hour for `hour` on a 12-hour clock: `12 AM` is 0, `12 PM` is 12.
    /// `nil` when `hour` is not one of a 12-hour clock's hours, 1 to 12.
    func twentyFourHour(_ hour: Int) -> Int? {
        guard (1...12).contains(hour) else { return nil }
        return hour % 12 + (self == .afterNoon ? 12 : 0)
    }
}
