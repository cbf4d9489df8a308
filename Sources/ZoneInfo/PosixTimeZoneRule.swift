/// A POSIX TZ rule, as in a TZif file's footer (RFC 8536 §3.3): a standard offset and,
/// optionally, a daylight saving offset with the yearly dates it starts and ends. It decides
/// the offset for every instant after a file's table of transitions.
public struct PosixTimeZoneRule: Hashable, Sendable {
    /// The offset outside daylight saving time (or all year).
    public let standard: ZoneOffset
    /// Daylight saving time and when it applies, if the zone has it.
    public let daylightSaving: DaylightSavingRule?

    /// A rule with `standard` time and, optionally, `daylightSaving` (values the parser checked:
    /// rules are made from text only, so that evaluating one stays within range).
    init(standard: ZoneOffset, daylightSaving: DaylightSavingRule? = nil) {
        self.standard = standard
        self.daylightSaving = daylightSaving
    }

    /// Reads a TZ string such as `CET-1CEST,M3.5.0,M10.5.0/3`; throws a description of what
    /// is wrong and where.
    public init(_ text: String) throws(PosixTimeZoneRuleError) {
        var parser = PosixTimeZoneRuleParser(text)
        self = try parser.parseRule()
    }
}

/// Daylight saving time in a POSIX TZ rule: its offset and the local times it starts and ends
/// each year.
public struct DaylightSavingRule: Hashable, Sendable {
    /// The offset while daylight saving time applies.
    public let offset: ZoneOffset
    /// When it starts each year, in standard local time.
    public let start: RuleMoment
    /// When it ends each year, in daylight saving local time.
    public let end: RuleMoment

    /// Daylight saving time at `offset` from `start` to `end` each year.
    init(offset: ZoneOffset, start: RuleMoment, end: RuleMoment) {
        self.offset = offset
        self.start = start
        self.end = end
    }
}

/// A yearly local time in a POSIX TZ rule: a day and a time of that day, which may be
/// negative or past 24 hours (RFC 8536: -167 to 167 hours).
public struct RuleMoment: Hashable, Sendable {
    /// The day of the year.
    public let day: RuleDay
    /// Seconds after that day's local midnight (02:00 unless the rule says otherwise).
    public let secondsAfterMidnight: Int64

    /// `day` at `secondsAfterMidnight`.
    init(day: RuleDay, secondsAfterMidnight: Int64 = 7200) {
        self.day = day
        self.secondsAfterMidnight = secondsAfterMidnight
    }
}

/// The three ways a POSIX TZ rule names a day of the year.
public enum RuleDay: Hashable, Sendable {
    /// `Jn`: day 1–365, February 29 never counted (J60 is always March 1).
    case julian(Int64)
    /// `n`: day 0–365 counting February 29 in leap years.
    case zeroBased(Int64)
    /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (1–5, 5 the last) of month `m`.
    case monthWeekDay(month: Int64, week: Int64, weekday: Int64)

    /// The day number (days since 1970-01-01) this day has in `year`.
    func day(in year: Int64) -> Int64 {
        let january1 = CivilCalendar.day(year: year, month: 1, day: 1)
        switch self {
        case .julian(let number):
            let skipsLeapDay = CivilCalendar.isLeapYear(year) && number >= 60
            return january1 + number - 1 + (skipsLeapDay ? 1 : 0)
        case .zeroBased(let number):
            return january1 + number
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilCalendar.day(year: year, month: month, day: 1)
            let firstMatching = first + CivilCalendar.floorModulo(weekday - CivilCalendar.weekday(ofDay: first), 7)
            var day = firstMatching + (week - 1) * 7
            let monthEnd = first + CivilCalendar.daysInMonth(year: year, month: month)
            while day >= monthEnd { day -= 7 }
            return day
        }
    }
}
