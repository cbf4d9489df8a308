import FoundationEssentials

/// A day weeks start on.
public enum Weekday: String, CaseIterable, Codable, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// Foundation's number for the day (Sunday = 1).
    var calendarNumber: Int { Self.allCases.firstIndex(of: self).map { $0 + 1 } ?? 2 }
}

/// Numbers weeks the ISO way (a week belongs to the year holding its Thursday, or more
/// generally the year holding at least four of its days) in a time zone, with a
/// configurable first day.
public struct WeekCalendar: Sendable {
    /// The zone in which days and weeks begin.
    public let timeZone: TimeZone
    /// The day weeks start on; ISO 8601 says Monday.
    public let weekStart: Weekday
    private let calendar: Calendar

    /// ISO weeks in `timeZone`, starting on `weekStart`.
    public init(timeZone: TimeZone, weekStart: Weekday = .monday) {
        self.timeZone = timeZone
        self.weekStart = weekStart
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = timeZone
        calendar.firstWeekday = weekStart.calendarNumber
        calendar.minimumDaysInFirstWeek = 4
        self.calendar = calendar
    }

    /// The week `date` falls in.
    public func week(containing date: Date) -> WeekIdentifier {
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        return WeekIdentifier(year: parts.yearForWeekOfYear ?? 0, week: parts.weekOfYear ?? 0)
    }

    /// The instants `week` covers, from its first midnight up to the next week's; `nil`
    /// when that year has no such week (e.g. week 53 of a 52-week year).
    public func interval(of week: WeekIdentifier) -> Range<Date>? {
        var parts = DateComponents()
        parts.yearForWeekOfYear = week.year
        parts.weekOfYear = week.week
        parts.weekday = weekStart.calendarNumber
        parts.hour = 0
        guard let start = calendar.date(from: parts),
              self.week(containing: start) == week,
              let end = calendar.date(byAdding: .weekOfYear, value: 1, to: start)
        else { return nil }
        return start..<end
    }
}
