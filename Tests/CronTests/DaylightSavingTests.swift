import Testing
@testable import Cron

@Suite("Fire times across DST changes, as Debian cron runs them")
struct DaylightSavingTests {
    // Europe/Berlin 2026: 02:00 CET → 03:00 CEST on 29 March; 03:00 CEST → 02:00 CET on 25 October.

    @Test("A fixed-time job skipped by a forward jump runs once right after it (Berlin)")
    func berlinForwardFixedTime() throws {
        #expect(try fireTimes("30 2 * * *", in: "Europe/Berlin", after: "2026-03-28T12:00:00+01:00", count: 3)
            == ["2026-03-29T03:00:00+02:00", "2026-03-30T02:30:00+02:00", "2026-03-31T02:30:00+02:00"])
        #expect(try fireTimes("0 2 * * *", in: "Europe/Berlin", after: "2026-03-28T12:00:00+01:00", count: 1)
            == ["2026-03-29T03:00:00+02:00"])
    }

    @Test("Skipped times of several fixed-time jobs in the gap fire once, not once each (Berlin)")
    func berlinForwardSeveralTimesInGap() throws {
        #expect(try fireTimes("0,30 2 * * *", in: "Europe/Berlin", after: "2026-03-29T01:00:00+01:00", count: 2)
            == ["2026-03-29T03:00:00+02:00", "2026-03-30T02:00:00+02:00"])
    }

    @Test("A fixed-time job in the repeated hour runs once, in its first pass (Berlin)")
    func berlinBackwardFixedTime() throws {
        #expect(try fireTimes("30 2 * * *", in: "Europe/Berlin", after: "2026-10-24T12:00:00+02:00", count: 2)
            == ["2026-10-25T02:30:00+02:00", "2026-10-26T02:30:00+01:00"])
    }

    @Test("A fixed-time job's next fire after a start in the second pass is the next day, not a past time")
    func startInSecondPass() throws {
        #expect(try fireTimes("30 2 * * *", in: "Europe/Berlin", after: "2026-10-25T02:15:00+01:00", count: 1)
            == ["2026-10-26T02:30:00+01:00"])
    }

    @Test("A wildcard job skips the missing hour and runs in both passes of the repeated one (Berlin)")
    func berlinWildcard() throws {
        #expect(try fireTimes("*/30 * * * *", in: "Europe/Berlin", after: "2026-03-29T01:00:00+01:00", count: 3)
            == ["2026-03-29T01:30:00+01:00", "2026-03-29T03:00:00+02:00", "2026-03-29T03:30:00+02:00"])
        #expect(try fireTimes("*/30 * * * *", in: "Europe/Berlin", after: "2026-10-25T01:50:00+02:00", count: 5)
            == ["2026-10-25T02:00:00+02:00", "2026-10-25T02:30:00+02:00", "2026-10-25T02:00:00+01:00",
                "2026-10-25T02:30:00+01:00", "2026-10-25T03:00:00+01:00"])
        #expect(try fireTimes("* 2 * * *", in: "Europe/Berlin", after: "2026-03-29T00:00:00+01:00", count: 1)
            == ["2026-03-30T02:00:00+02:00"])
    }

    // America/New_York 2026: 02:00 EST → 03:00 EDT on 8 March; 02:00 EDT → 01:00 EST on 1 November.

    @Test("New York: a skipped fixed time runs at 03:00 and a repeated one runs once")
    func newYorkFixedTime() throws {
        #expect(try fireTimes("15 2 * * *", in: "America/New_York", after: "2026-03-07T12:00:00-05:00", count: 2)
            == ["2026-03-08T03:00:00-04:00", "2026-03-09T02:15:00-04:00"])
        #expect(try fireTimes("30 1 * * *", in: "America/New_York", after: "2026-10-31T12:00:00-04:00", count: 2)
            == ["2026-11-01T01:30:00-04:00", "2026-11-02T01:30:00-05:00"])
    }

    @Test("New York: an hourly job runs in both passes of the repeated hour")
    func newYorkHourly() throws {
        #expect(try fireTimes("0 * * * *", in: "America/New_York", after: "2026-11-01T00:30:00-04:00", count: 4)
            == ["2026-11-01T01:00:00-04:00", "2026-11-01T01:00:00-05:00", "2026-11-01T02:00:00-05:00", "2026-11-01T03:00:00-05:00"])
    }

    // Australia/Lord_Howe 2026: 02:00 → 02:30 (+11:00) on 4 October; 02:00 → 01:30 (+10:30) on 5 April.

    @Test("Lord Howe's half-hour jump moves a skipped fixed time to 02:30")
    func lordHoweForward() throws {
        #expect(try fireTimes("15 2 * * *", in: "Australia/Lord_Howe", after: "2026-10-03T12:00:00+10:30", count: 2)
            == ["2026-10-04T02:30:00+11:00", "2026-10-05T02:15:00+11:00"])
    }

    @Test("Lord Howe's repeated half hour runs a fixed time once and a wildcard job twice")
    func lordHoweBackward() throws {
        #expect(try fireTimes("45 1 * * *", in: "Australia/Lord_Howe", after: "2026-04-04T12:00:00+11:00", count: 2)
            == ["2026-04-05T01:45:00+11:00", "2026-04-06T01:45:00+10:30"])
        #expect(try fireTimes("*/15 * * * *", in: "Australia/Lord_Howe", after: "2026-04-05T01:20:00+11:00", count: 5)
            == ["2026-04-05T01:30:00+11:00", "2026-04-05T01:45:00+11:00", "2026-04-05T01:30:00+10:30",
                "2026-04-05T01:45:00+10:30", "2026-04-05T02:00:00+10:30"])
    }

    @Test("Santiago skips midnight itself: a midnight job runs at 01:00 that day")
    func santiagoMidnight() throws {
        #expect(try fireTimes("0 0 * * *", in: "America/Santiago", after: "2026-09-05T12:00:00-04:00", count: 2)
            == ["2026-09-06T01:00:00-03:00", "2026-09-07T00:00:00-03:00"])
    }

    @Test("A zone without DST keeps its half-hour offset all year (Kolkata)")
    func kolkata() throws {
        #expect(try fireTimes("0 9 * * *", in: "Asia/Kolkata", after: "2026-03-29T00:00:00Z", count: 1)
            == ["2026-03-29T09:00:00+05:30"])
    }
}
