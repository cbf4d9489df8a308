/// A parsed five-field cron expression (or `@` alias) with Debian cron's meaning.
public struct CronExpression: Sendable, Hashable, CustomStringConvertible {
    /// The expression as the user wrote it.
    public let source: String
    let minutes: UInt64
    let hours: UInt64
    let daysOfMonth: UInt64
    let months: UInt64
    /// Days of the week with Sunday as bit 0 (a written 7 is folded onto 0).
    let daysOfWeek: UInt64
    /// Vixie rule: when neither day field starts with `*`, a day matching either field is enough.
    let eitherDayFieldMatches: Bool
    /// Debian's "fixed-time" job: neither minute nor hour starts with `*`. Such jobs follow the
    /// wall clock through DST changes (run once, late if skipped); others follow elapsed time.
    let isFixedTime: Bool

    /// Parses `source`; errors name the field and say what to change.
    ///
    /// Deliberately narrower than cronsim: its seconds field and its Quartz-style `L`, `W` and
    /// `#` are not Debian cron syntax, so a crontab line using them would not run; they are
    /// rejected here rather than given a meaning cron does not have.
    public init(_ source: String) throws(CronExpressionError) {
        self.source = source
        let words = Array(source.utf8).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A })
        let fields: [ArraySlice<UInt8>]
        if words.count == 1, words[0].first == UInt8(ascii: "@") {
            let alias = String(decoding: words[0], as: UTF8.self)
            guard let expansion = Self.aliases[alias.lowercased()] else { throw .unknownAlias(alias) }
            fields = Array(expansion.utf8).split(separator: 0x20)
        } else {
            guard words.count == 5 else { throw .wrongFieldCount(found: words.count) }
            fields = words
        }
        func parse(_ field: CronField) throws(CronExpressionError) -> UInt64 {
            try CronFieldParser(field: field, bytes: fields[field.rawValue]).parse()
        }
        func startsWithAsterisk(_ field: CronField) -> Bool { fields[field.rawValue].first == UInt8(ascii: "*") }
        minutes = try parse(.minute)
        hours = try parse(.hour)
        daysOfMonth = try parse(.dayOfMonth)
        months = try parse(.month)
        let weekdays = try parse(.dayOfWeek)
        daysOfWeek = (weekdays & 0x7F) | (weekdays >> 7)
        eitherDayFieldMatches = !startsWithAsterisk(.dayOfMonth) && !startsWithAsterisk(.dayOfWeek)
        isFixedTime = !startsWithAsterisk(.minute) && !startsWithAsterisk(.hour)
        if !eitherDayFieldMatches, !Self.someChosenMonthHasChosenDay(days: daysOfMonth, months: months) {
            let text = String(decoding: fields[CronField.dayOfMonth.rawValue], as: UTF8.self)
            throw .invalidField(.dayOfMonth, text: text, problem: .dayNeverOccurs)
        }
    }

    /// The expression as written.
    public var description: String { source }

    /// Whether the day fields allow the day (weekday 0 = Sunday); the month is checked apart.
    func matchesDay(day: Int, weekday: Int) -> Bool {
        let dayOfMonthMatches = daysOfMonth & (1 << UInt64(day)) != 0
        let dayOfWeekMatches = daysOfWeek & (1 << UInt64(weekday)) != 0
        return eitherDayFieldMatches
            ? dayOfMonthMatches || dayOfWeekMatches
            : dayOfMonthMatches && dayOfWeekMatches
    }

    /// False when every chosen day of the month is past the end of every chosen month
    /// (February counts 29 days), so the expression could never fire.
    private static func someChosenMonthHasChosenDay(days: UInt64, months: UInt64) -> Bool {
        let longestMonths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let firstDay = days.trailingZeroBitCount
        return (1...12).contains { month in
            months & (1 << UInt64(month)) != 0 && firstDay <= longestMonths[month - 1]
        }
    }
}
