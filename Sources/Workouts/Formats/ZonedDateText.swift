import FoundationEssentials

/// Dates written as wall-clock time in a zone, in the fixed layouts exports use.
public struct ZonedDateText: Sendable {
    private let calendar: Calendar

    /// Dates in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The zone dates are written in.
    public var timeZone: TimeZone { calendar.timeZone }

    /// `2025-09-15T18:00:00+02:00` (ISO 8601 / FHIR `dateTime`).
    public func iso8601(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date)T\(parts.time)" + offset(date, separator: ":")
    }

    /// `2025-09-15 18:00:00 +0200` (Apple Health export dates).
    public func appleHealth(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date) \(parts.time) " + offset(date, separator: "")
    }

    /// `2025-09-15 18:00:00` (Strong exports' local time).
    public func local(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date) \(parts.time)"
    }

    private func wallClock(_ date: Date) -> (date: String, time: String) {
        let whole = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
        func pad(_ value: Int?, _ width: Int = 2) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return ("\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))",
                "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))")
    }

    private func offset(_ date: Date, separator: String) -> String {
        let seconds = calendar.timeZone.secondsFromGMT(for: date)
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return (seconds < 0 ? "-" : "+") + (hours.count < 2 ? "0" : "") + hours + separator
            + (rest.count < 2 ? "0" : "") + rest
    }
}
