/// What is wrong with a POSIX TZ string, and at which character (counted from 1).
public struct PosixTimeZoneRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The TZ string as given.
    public let text: String
    /// The character the problem was found at, counted from 1.
    public let position: Int
    /// What was expected or is out of range.
    public let problem: String

    /// One line: the string, the position and the problem.
    public var description: String {
        "TZ rule \(quoted(text)), character \(position): \(problem)"
    }
}

/// Reads `std offset [dst [offset] ,start[/time],end[/time]]` (POSIX, with RFC 8536's hours
/// from -167 to 167 in rule times).
struct PosixTimeZoneRuleParser {
    private let text: String
    private let characters: [UInt8]
    private var position = 0

    init(_ text: String) {
        self.text = text
        self.characters = Array(text.utf8)
    }

    mutating func parseRule() throws(PosixTimeZoneRuleError) -> PosixTimeZoneRule {
        let standardName = try parseName()
        let standardOffset = try parseOffset()
        let standard = ZoneOffset(secondsFromUTC: standardOffset, abbreviation: standardName, isDaylightSaving: false)
        guard position < characters.count else { return PosixTimeZoneRule(standard: standard) }
        let daylightName = try parseName()
        var daylightOffset = standardOffset + 3600
        if let next = peek, next != UInt8(ascii: ",") { daylightOffset = try parseOffset() }
        guard peek == UInt8(ascii: ",") else {
            throw failure("daylight saving time needs its start and end (\",start[/time],end[/time]\")")
        }
        position += 1
        let start = try parseMoment()
        try expect(",", "a comma before the end of daylight saving time")
        let end = try parseMoment()
        guard position == characters.count else { throw failure("unexpected text after the rule") }
        let daylight = ZoneOffset(secondsFromUTC: daylightOffset, abbreviation: daylightName, isDaylightSaving: true)
        return PosixTimeZoneRule(
            standard: standard, daylightSaving: DaylightSavingRule(offset: daylight, start: start, end: end))
    }

    private var peek: UInt8? { position < characters.count ? characters[position] : nil }

    private func failure(_ problem: String) -> PosixTimeZoneRuleError {
        PosixTimeZoneRuleError(text: text, position: position + 1, problem: problem)
    }

    private mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(PosixTimeZoneRuleError) {
        guard peek == UInt8(ascii: character) else { throw failure("expected \(what)") }
        position += 1
    }

    /// `ABC` (letters) or `<+0530>` (letters, digits, + and -), at least three characters.
    private mutating func parseName() throws(PosixTimeZoneRuleError) -> String {
        let isQuoted = peek == UInt8(ascii: "<")
        if isQuoted { position += 1 }
        let start = position
        while let character = peek, isNameCharacter(character, quoted: isQuoted) { position += 1 }
        let name = String(decoding: characters[start..<position], as: UTF8.self)
        guard name.utf8.count >= 3 else {
            position = start
            throw failure("expected a zone abbreviation of at least three "
                + (isQuoted ? "letters, digits, + or -" : "letters"))
        }
        if isQuoted { try expect(">", "\">\" closing the abbreviation") }
        return name
    }

    private func isNameCharacter(_ character: UInt8, quoted: Bool) -> Bool {
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(character | 0x20)
        guard quoted else { return isLetter }
        return isLetter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character)
            || character == UInt8(ascii: "+") || character == UInt8(ascii: "-")
    }

    /// `[+-]hh[:mm[:ss]]`, hours 0–24, west of UTC positive; returns seconds east of UTC.
    private mutating func parseOffset() throws(PosixTimeZoneRuleError) -> Int {
        let seconds = try parseSignedTime(maximumHours: 24, what: "a UTC offset")
        return Int(-seconds)
    }

    /// `J1`–`J365`, `0`–`365` or `Mm.w.d`, then an optional `/time`.
    private mutating func parseMoment() throws(PosixTimeZoneRuleError) -> RuleMoment {
        let day: RuleDay
        if peek == UInt8(ascii: "J") {
            position += 1
            day = .julian(try parseNumber(in: 1...365, what: "a day J1–J365"))
        } else if peek == UInt8(ascii: "M") {
            position += 1
            let month = try parseNumber(in: 1...12, what: "a month 1–12")
            try expect(".", "\".\" after the month")
            let week = try parseNumber(in: 1...5, what: "a week 1–5")
            try expect(".", "\".\" after the week")
            let weekday = try parseNumber(in: 0...6, what: "a weekday 0–6")
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            day = .zeroBased(try parseNumber(in: 0...365, what: "a day: Jn, n or Mm.w.d"))
        }
        guard peek == UInt8(ascii: "/") else { return RuleMoment(day: day) }
        position += 1
        return RuleMoment(day: day, secondsAfterMidnight: try parseSignedTime(maximumHours: 167, what: "a time"))
    }

    /// `[+-]h[h[h]][:mm[:ss]]` as seconds, the sign applied.
    private mutating func parseSignedTime(maximumHours: Int64, what: String) throws(PosixTimeZoneRuleError) -> Int64 {
        var sign: Int64 = 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
            sign = peek == UInt8(ascii: "-") ? -1 : 1
            position += 1
        }
        var seconds = try parseNumber(in: 0...maximumHours, what: "\(what): hours 0–\(maximumHours)") * 3600
        if peek == UInt8(ascii: ":") {
            position += 1
            seconds += try parseNumber(in: 0...59, what: "minutes 00–59") * 60
            if peek == UInt8(ascii: ":") {
                position += 1
                seconds += try parseNumber(in: 0...59, what: "seconds 00–59")
            }
        }
        return sign * seconds
    }

    /// Decimal digits (at most four) whose value lies in `range`.
    private mutating func parseNumber(in range: ClosedRange<Int64>, what: String) throws(PosixTimeZoneRuleError) -> Int64 {
        let start = position
        var value: Int64 = 0
        while let character = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character), position - start < 4 {
            value = value * 10 + Int64(character - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, range.contains(value),
              !(peek.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false)
        else {
            position = start
            throw failure("expected \(what)")
        }
        return value
    }
}
