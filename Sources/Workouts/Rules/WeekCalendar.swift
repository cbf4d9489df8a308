import FoundationEssentials
import ZoneInfo

/// A day weeks start on.
public enum Weekday: String, CaseIterable, Codable, Sendable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// The day's number from Sunday = 0, as `CivilCalendar.weekday(ofDay:)` counts.
    var number: Int64 { Int64(Self.allCases.firstIndex(of: self) ?? 1) }
}

/// Numbers weeks the ISO way (a week belongs to the year holding at least four of its days,
/// its fourth day's year) in a time zone, with a configurable first day.
public struct WeekCalendar: Sendable {
    /// The zone in which days and weeks begin.
    public let timeZone: Zone
    /// The day weeks start on; ISO 8601 says Monday.
    public let weekStart: Weekday

    /// The years weeks are counted in; the weeks of others have no interval.
    static let years: ClosedRange<Int> = -100_000...100_000

    /// ISO weeks in `timeZone`, starting on `weekStart`.
    public init(timeZone: Zone, weekStart: Weekday = .monday) {
        self.timeZone = timeZone
        self.weekStart = weekStart
    }

    /// The week `date` falls in.
    public func week(containing date: Date) -> WeekIdentifier {
        let local = timeZone.localSeconds(at: LocalDay.instant(date))
        return week(startingOn: firstDay(ofWeekContaining: CivilCalendar.floorDivide(local, CivilCalendar.secondsPerDay)))
    }

    /// The instants `week` covers, from its first midnight up to the next week's; `nil`
    /// when that year has no such week (e.g. week 53 of a 52-week year).
    public func interval(of week: WeekIdentifier) -> Range<Date>? {
        guard Self.years.contains(week.year), (1...53).contains(week.week) else { return nil }
        let first = firstDay(ofWeekContaining: CivilCalendar.day(year: Int64(week.year), month: 1, day: 4))
        let day = first + Int64(week.week - 1) * 7
        guard self.week(startingOn: day) == week else { return nil }
        let local = LocalDay(zone: timeZone)
        return local.start(ofDay: day)..<local.start(ofDay: day + 7)
    }

    /// The first day of the week day number `day` is in.
    private func firstDay(ofWeekContaining day: Int64) -> Int64 {
        day - CivilCalendar.floorModulo(CivilCalendar.weekday(ofDay: day) - weekStart.number, 7)
    }

    /// The week that starts on day number `day`: its year is the year of its fourth day (so
    /// its first week holds January 4).
    private func week(startingOn day: Int64) -> WeekIdentifier {
        let year = CivilCalendar.year(ofDay: day + 3)
        let first = firstDay(ofWeekContaining: CivilCalendar.day(year: year, month: 1, day: 4))
        return WeekIdentifier(year: Int(year), week: Int((day - first) / 7) + 1)
    }
}
