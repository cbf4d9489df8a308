import Testing
@testable import ZoneInfo

@Suite("POSIX TZ footer rules")
struct PosixTimeZoneRuleTests {
    /// The instants at which `rule` changes offset during `year` (UTC), in order.
    func changes(_ rule: PosixTimeZoneRule, in year: Int) -> [Int64] {
        var instants: [Int64] = []
        var instant = utc(year, 1, 1) - 1
        while let next = rule.transition(after: instant), next.instant < utc(year + 1, 1, 1) {
            instants.append(next.instant)
            instant = next.instant
        }
        return instants
    }

    @Test("A rule names its standard and daylight saving offsets, POSIX signs reversed")
    func parsesOffsets() throws {
        let rule = try PosixTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(rule.standard == ZoneOffset(secondsFromUTC: 3600, abbreviation: "CET", isDaylightSaving: false))
        let daylight = try #require(rule.daylightSaving)
        #expect(daylight.offset == ZoneOffset(secondsFromUTC: 7200, abbreviation: "CEST", isDaylightSaving: true))
        #expect(daylight.start == RuleMoment(day: .monthWeekDay(month: 3, week: 5, weekday: 0), secondsAfterMidnight: 7200))
        #expect(daylight.end == RuleMoment(day: .monthWeekDay(month: 10, week: 5, weekday: 0), secondsAfterMidnight: 10800))
    }

    @Test("Without a daylight saving offset it is one hour ahead of standard time")
    func defaultDaylightOffset() throws {
        let rule = try PosixTimeZoneRule("EST5EDT,M3.2.0,M11.1.0")
        #expect(rule.standard.secondsFromUTC == -18000)
        #expect(rule.daylightSaving?.offset.secondsFromUTC == -14400)
    }

    @Test("Quoted abbreviations may hold digits and signs; offsets may have minutes and seconds")
    func quotedNamesAndMinutes() throws {
        let rule = try PosixTimeZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45")
        #expect(rule.standard == ZoneOffset(secondsFromUTC: 45900, abbreviation: "+1245", isDaylightSaving: false))
        #expect(rule.daylightSaving?.offset.secondsFromUTC == 49500)
        #expect(rule.daylightSaving?.start.secondsAfterMidnight == 9900)
        #expect(try PosixTimeZoneRule("<-0930>9:30:15").standard.secondsFromUTC == -34215)
    }

    @Test("A rule without daylight saving time has one offset and no transitions")
    func standardOnly() throws {
        let rule = try PosixTimeZoneRule("<+0545>-5:45")
        #expect(rule.offset(at: .min) == rule.standard)
        #expect(rule.offset(at: .max) == rule.standard)
        #expect(rule.transition(after: 0) == nil)
        #expect(rule.transition(atOrBefore: 0) == nil)
    }

    @Test("Mm.w.d dates: week 5 is the month's last such weekday, week 1 its first")
    func monthWeekDay() throws {
        let rule = try PosixTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(changes(rule, in: 2026) == [utc(2026, 3, 29, 1), utc(2026, 10, 25, 1)])
        #expect(changes(rule, in: 2027) == [utc(2027, 3, 28, 1), utc(2027, 10, 31, 1)])
        let american = try PosixTimeZoneRule("PST8PDT,M3.2.0,M11.1.0")
        #expect(changes(american, in: 2026) == [utc(2026, 3, 8, 10), utc(2026, 11, 1, 9)])
    }

    @Test("Jn never counts February 29, n does")
    func julianDays() throws {
        let julian = try PosixTimeZoneRule("AAA0BBB,J60/0,J300/0")
        let zeroBased = try PosixTimeZoneRule("AAA0BBB,59/0,300/0")
        #expect(changes(julian, in: 2024).first == utc(2024, 3, 1))
        #expect(changes(julian, in: 2023).first == utc(2023, 3, 1))
        #expect(changes(zeroBased, in: 2024).first == utc(2024, 2, 29))
        #expect(changes(zeroBased, in: 2023).first == utc(2023, 3, 1))
    }

    @Test("Negative times and times past 24 hours move the change to another day (RFC 8536)")
    func extendedTimes() throws {
        // America/Nuuk: the day before the last Sunday of March at 23:00 local.
        let nuuk = try PosixTimeZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(changes(nuuk, in: 2026) == [utc(2026, 3, 29, 1), utc(2026, 10, 25, 1)])
        // Asia/Gaza's form: the fourth Thursday at 50:00, that is Saturday 02:00.
        let gaza = try PosixTimeZoneRule("EET-2EEST,M3.4.4/50,M10.4.4/50")
        #expect(changes(gaza, in: 2026) == [utc(2026, 3, 28, 0), utc(2026, 10, 23, 23)])
        let largest = try PosixTimeZoneRule("AAA0BBB,J1/167,J300/-167")
        #expect(changes(largest, in: 2026) == [utc(2026, 1, 7, 23), utc(2026, 10, 20, 0)])
    }

    @Test("Southern rules have daylight saving time across the new year")
    func southernHemisphere() throws {
        let rule = try PosixTimeZoneRule("NZST-12NZDT,M9.5.0,M4.1.0/3")
        #expect(rule.offset(at: utc(2026, 1, 1)).abbreviation == "NZDT")
        #expect(rule.offset(at: utc(2026, 7, 1)).abbreviation == "NZST")
        #expect(changes(rule, in: 2026) == [utc(2026, 4, 4, 14), utc(2026, 9, 26, 14)])
    }

    @Test("A rule with daylight saving time all year has no transitions")
    func daylightAllYear() throws {
        let rule = try PosixTimeZoneRule("EST5EDT4,0/0,J365/25")
        #expect(rule.offset(at: utc(2026, 1, 1)).abbreviation == "EDT")
        #expect(rule.offset(at: utc(2026, 12, 31, 23, 59, 59)).abbreviation == "EDT")
        #expect(rule.offset(at: utc(2028, 12, 31, 12)).abbreviation == "EDT")
        #expect(rule.transition(after: utc(2026, 1, 1)) == nil)
        #expect(rule.transition(atOrBefore: utc(2026, 1, 1)) == nil)
    }

    @Test("Instants anywhere in Int64's range follow the rule without overflowing")
    func extremeInstants() throws {
        let rule = try PosixTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3")
        let cycle: Int64 = 146_097 * 86_400
        #expect(rule.offset(at: utc(2026, 7, 1) + 1000 * cycle).abbreviation == "CEST")
        #expect(rule.offset(at: utc(2026, 7, 1) - 1000 * cycle).abbreviation == "CEST")
        #expect(rule.transition(after: utc(2026, 1, 1) + 1000 * cycle)?.instant == utc(2026, 3, 29, 1) + 1000 * cycle)
        _ = rule.offset(at: .max)
        _ = rule.offset(at: .min)
        #expect(rule.transition(after: .max) == nil)
        #expect(rule.transition(atOrBefore: .min) == nil)
        #expect(try #require(rule.transition(after: .max - 400 * 86_400)).instant > .max - 400 * 86_400)
    }

    @Test("Malformed rules are refused, saying where and what", arguments: [
        ("CE-1", 1, "abbreviation"),
        ("CET", 4, "UTC offset"),
        ("CET-25", 5, "hours 0–24"),
        ("CET-1CEST", 10, "start and end"),
        ("CET-1CEST,M13.1.0,M10.5.0", 12, "month"),
        ("CET-1CEST,M3.6.0,M10.5.0", 14, "week"),
        ("CET-1CEST,M3.5.7,M10.5.0", 16, "weekday"),
        ("CET-1CEST,M3.5.0", 17, "comma"),
        ("CET-1CEST,M3.5.0,M10.5.0/168", 26, "hours 0–167"),
        ("CET-1CEST,J0,J365", 12, "J1–J365"),
        ("CET-1CEST,366,J365", 11, "day"),
        ("CET-1CEST,M3.5.0,M10.5.0/3x", 27, "after the rule"),
        ("<+03-3", 7, "\">\""),
        ("<+0>-3", 2, "abbreviation"),
        ("CET-1:60", 7, "minutes"),
        ("", 1, "abbreviation"),
    ])
    func malformed(text: String, position: Int, problem: String) {
        let error = #expect(throws: PosixTimeZoneRuleError.self) { try PosixTimeZoneRule(text) }
        #expect(error?.position == position)
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        #expect(error?.description.contains("\"\(text)\"") == true)
    }
}
