import Testing
@testable import Cron

@Suite("Day-of-month and day-of-week (the Vixie rule)")
struct VixieDayRuleTests {
    @Test("When both day fields are restricted, a day matching either fires")
    func eitherDayFieldMatches() throws {
        // The 13th of each month, and every Friday (2026-01-02 is a Friday).
        #expect(try fireTimes("0 0 13 * fri", in: "UTC", after: "2026-01-01T00:00:00Z", count: 4)
            == ["2026-01-02T00:00:00+00:00", "2026-01-09T00:00:00+00:00", "2026-01-13T00:00:00+00:00", "2026-01-16T00:00:00+00:00"])
    }

    @Test("A day field starting with * counts as unrestricted, so both must match")
    func starPrefixedFieldMeansBoth() throws {
        // Odd days of the month that are Mondays.
        #expect(try fireTimes("0 0 */2 * mon", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-05T00:00:00+00:00", "2026-01-19T00:00:00+00:00", "2026-02-09T00:00:00+00:00"])
        // Days 1–7 that are Sundays (*/7 in day-of-week is 0 and 7).
        #expect(try fireTimes("0 0 1-7 * */7", in: "UTC", after: "2026-01-01T00:00:00Z", count: 2)
            == ["2026-01-04T00:00:00+00:00", "2026-02-01T00:00:00+00:00"])
    }

    @Test("An unrestricted weekday leaves day-of-month alone")
    func dayOfMonthOnly() throws {
        #expect(try fireTimes("0 0 31 * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-31T00:00:00+00:00", "2026-03-31T00:00:00+00:00", "2026-05-31T00:00:00+00:00"])
        #expect(try fireTimes("0 0 29 2 *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 1) == ["2028-02-29T00:00:00+00:00"])
    }
}
