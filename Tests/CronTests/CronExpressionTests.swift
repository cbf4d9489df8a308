import Testing
@testable import Cron

@Suite("Cron expression syntax")
struct CronExpressionTests {
    @Test("Numbers, * and lists choose exactly the written values")
    func numbersAndLists() throws {
        #expect(try fireTimes("5,17 3 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-01T03:05:00+00:00", "2026-01-01T03:17:00+00:00", "2026-01-02T03:05:00+00:00"])
    }

    @Test("A range includes both ends")
    func rangesIncludeEnds() throws {
        #expect(try fireTimes("0 22-23 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-01T22:00:00+00:00", "2026-01-01T23:00:00+00:00", "2026-01-02T22:00:00+00:00"])
    }

    @Test("Steps apply to *, to ranges and to a single start value")
    func steps() throws {
        #expect(try fireTimes("*/20 0 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-01T00:20:00+00:00", "2026-01-01T00:40:00+00:00", "2026-01-02T00:00:00+00:00"])
        #expect(try fireTimes("1-30/10 0 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 4)
            == ["2026-01-01T00:01:00+00:00", "2026-01-01T00:11:00+00:00", "2026-01-01T00:21:00+00:00", "2026-01-02T00:01:00+00:00"])
        #expect(try fireTimes("5/25 0 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-01T00:05:00+00:00", "2026-01-01T00:30:00+00:00", "2026-01-01T00:55:00+00:00"])
    }

    @Test("A one-value range with a step is that value alone, as in Debian cron")
    func oneValueRangeWithStep() throws {
        #expect(try fireTimes("5-5/2 0 * * *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 2)
            == ["2026-01-01T00:05:00+00:00", "2026-01-02T00:05:00+00:00"])
    }

    @Test("Month and weekday names work in any case, alone, in ranges and in lists")
    func names() throws {
        // 2026-01-01 is a Thursday.
        #expect(try fireTimes("0 9 * * Mon-wed,SAT", in: "UTC", after: "2026-01-01T00:00:00Z", count: 4)
            == ["2026-01-03T09:00:00+00:00", "2026-01-05T09:00:00+00:00", "2026-01-06T09:00:00+00:00", "2026-01-07T09:00:00+00:00"])
        #expect(try fireTimes("0 0 1 feb,JUL-Aug *", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-02-01T00:00:00+00:00", "2026-07-01T00:00:00+00:00", "2026-08-01T00:00:00+00:00"])
    }

    @Test("Both 0 and 7 mean Sunday")
    func sundayIsZeroAndSeven() throws {
        let zero = try fireTimes("0 0 * * 0", in: "UTC", after: "2026-01-01T00:00:00Z", count: 2)
        #expect(zero == ["2026-01-04T00:00:00+00:00", "2026-01-11T00:00:00+00:00"])
        #expect(try fireTimes("0 0 * * 7", in: "UTC", after: "2026-01-01T00:00:00Z", count: 2) == zero)
        #expect(try fireTimes("0 0 * * 5-7", in: "UTC", after: "2026-01-01T00:00:00Z", count: 3)
            == ["2026-01-02T00:00:00+00:00", "2026-01-03T00:00:00+00:00", "2026-01-04T00:00:00+00:00"])
    }

    @Test("Each alias means its crontab(5) expression", arguments: [
        ("@yearly", "0 0 1 1 *"), ("@annually", "0 0 1 1 *"), ("@monthly", "0 0 1 * *"),
        ("@weekly", "0 0 * * 0"), ("@daily", "0 0 * * *"), ("@midnight", "0 0 * * *"), ("@hourly", "0 * * * *"),
    ])
    func aliases(alias: String, meaning: String) throws {
        let start = "2026-03-29T00:30:00+01:00"
        #expect(try fireTimes(alias, in: "Europe/Berlin", after: start) == fireTimes(meaning, in: "Europe/Berlin", after: start))
        #expect(try fireTimes(alias.uppercased(), in: "UTC", after: start) == fireTimes(meaning, in: "UTC", after: start))
    }

    @Test("Fields may be separated by several spaces or tabs")
    func whitespace() throws {
        #expect(try fireTimes(" 0\t12  * * * ", in: "UTC", after: "2026-01-01T00:00:00Z", count: 1) == ["2026-01-01T12:00:00+00:00"])
    }
}
