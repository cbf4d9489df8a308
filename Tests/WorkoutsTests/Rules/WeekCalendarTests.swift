import Foundation
import Testing
@testable import Workouts
import ZoneInfo

private let utc = Zone.utc

private func instant(_ text: String, _ zone: Zone = utc) -> Date {
    let parts = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
    return LocalDateTime(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]).date(in: zone)
}

@Test("Week identifiers parse and print as YYYY-Www, from the week holding 1 January 1970 through 9999")
func weekIdentifierText() {
    #expect(WeekIdentifier("2025-W38") == WeekIdentifier(year: 2025, week: 38))
    #expect(WeekIdentifier("2025-w05")?.description == "2025-W05")
    #expect(WeekIdentifier("2025-W54") == nil)
    #expect(WeekIdentifier("2025-38") == nil)
    #expect(WeekIdentifier("2025-W5") == WeekIdentifier(year: 2025, week: 5))
    #expect(WeekIdentifier("1970-W01") == WeekIdentifier(year: 1970, week: 1))
    // The first instant liftd stores falls in a week it can name, whatever day weeks start on.
    for weekStart in Weekday.allCases {
        let first = WeekCalendar(timeZone: .utc, weekStart: weekStart).week(containing: Date(timeIntervalSince1970: 0))
        #expect(WeekIdentifier(first.description) == first, "\(weekStart): \(first)")
    }
    #expect(WeekIdentifier("9999-W52") == WeekIdentifier(year: 9999, week: 52))
    for refused in ["2025-W", "2025-W00", "2025-W100", "20255-W01", "+123-W05", "-123-W05", "2025-X05", "2025-W0a", "２０２５-W05",
                    "0000-W01", "1968-W52"] {
        #expect(WeekIdentifier(refused) == nil, "\(refused)")
    }
}

@Test("ISO weeks near New Year belong to the year holding their Thursday")
func isoWeeksAroundNewYear() {
    let calendar = WeekCalendar(timeZone: utc)
    #expect(calendar.week(containing: instant("2024-12-30 12:00")).description == "2025-W01")
    #expect(calendar.week(containing: instant("2021-01-03 12:00")).description == "2020-W53")
    #expect(calendar.week(containing: instant("2025-09-15 07:48")).description == "2025-W38")
}

@Test("A week's interval starts at midnight of its first day in the configured zone")
func weekIntervalInZone() throws {
    let berlin = try ZoneDirectory.system.zone(named: "Europe/Berlin")
    let calendar = WeekCalendar(timeZone: berlin)
    let interval = try #require(calendar.interval(of: WeekIdentifier(year: 2025, week: 38)))
    #expect(interval.lowerBound == instant("2025-09-15 00:00", berlin))
    #expect(interval.upperBound == instant("2025-09-22 00:00", berlin))
    // Weeks follow the configured zone: 00:30 Monday in Berlin is still Sunday in UTC.
    #expect(calendar.week(containing: instant("2025-09-21 23:30", berlin)).week == 38)
    #expect(WeekCalendar(timeZone: utc).week(containing: instant("2025-09-15 00:30", berlin)).week == 37)
}

@Test("With weeks starting on Sunday, Sunday opens the next week")
func sundayWeekStart() throws {
    let calendar = WeekCalendar(timeZone: utc, weekStart: .sunday)
    let monday = WeekCalendar(timeZone: utc)
    let sunday = instant("2025-09-21 10:00")
    #expect(monday.week(containing: sunday).week == 38)
    #expect(calendar.week(containing: sunday).week == 39)
    let interval = try #require(calendar.interval(of: calendar.week(containing: sunday)))
    #expect(interval.lowerBound == instant("2025-09-21 00:00"))
}

@Test("A week that does not exist in its year has no interval")
func missingWeek53() {
    #expect(WeekCalendar(timeZone: utc).interval(of: WeekIdentifier(year: 2025, week: 53)) == nil)
    #expect(WeekCalendar(timeZone: utc).interval(of: WeekIdentifier(year: 2020, week: 53)) != nil)
}
