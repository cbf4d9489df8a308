import Foundation
import Testing
import Workouts
import ZoneInfo

// Before ZoneInfo, weeks, local times and dates came from Foundation's ISO calendar with ICU's
// zones (which the tests may still use). Around every clock change of every tzdata zone from
// 1970 to 2040, ZoneInfo-based weeks, week intervals, import local times and written dates must
// come out as Foundation's did. ICU's tz data can be older or newer than Debian's: a zone
// whose offsets the two disagree on near a change is left out there, and counted.
//
// One difference is deliberate: a week ends where the next one starts. Foundation ended a week
// whose first midnight a clock change skipped (it started at 01:00) a week after that 01:00,
// an hour into the next week, so the two overlapped; a week's end is checked against
// Foundation's start of the next week.

/// What the old code computed, with Foundation.
private struct FoundationWeeks {
    let zone: TimeZone
    let calendar: Calendar

    init(zone: TimeZone, weekStart: Weekday) {
        self.zone = zone
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = zone
        calendar.firstWeekday = (Weekday.allCases.firstIndex(of: weekStart) ?? 1) + 1
        calendar.minimumDaysInFirstWeek = 4
        self.calendar = calendar
    }

    func week(containing date: Date) -> WeekIdentifier {
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        return WeekIdentifier(year: parts.yearForWeekOfYear ?? 0, week: parts.weekOfYear ?? 0)
    }

    func interval(of week: WeekIdentifier) -> Range<Date>? {
        var parts = DateComponents()
        parts.yearForWeekOfYear = week.year
        parts.weekOfYear = week.week
        parts.weekday = calendar.firstWeekday
        parts.hour = 0
        guard let start = calendar.date(from: parts), self.week(containing: start) == week,
              let end = calendar.date(byAdding: .weekOfYear, value: 1, to: start)
        else { return nil }
        return start..<end
    }

    /// `LocalDateTime.date(in:)` as it was.
    func date(_ local: LocalDateTime) -> Date {
        let seconds = Double(local.date(in: .utc).timeIntervalSince1970)
        let firstGuess = seconds - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
        return Date(timeIntervalSince1970: seconds - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: firstGuess))))
    }
}

private func localDateTime(_ seconds: Int64) -> LocalDateTime {
    let day = CivilCalendar.floorDivide(seconds, 86_400), second = Int(seconds - day * 86_400)
    let date = CivilCalendar.date(ofDay: day)
    return LocalDateTime(year: Int(date.year), month: Int(date.month), day: Int(date.day),
                         hour: second / 3600, minute: second / 60 % 60, second: second % 60)
}

@Test("Weeks, week intervals, import local times and written dates agree with Foundation's calendar around every clock change")
func zoneCalendarMatchesFoundation() throws {
    let directory = ZoneDirectory.system
    let end: Int64 = 2_208_988_800 // 2040-01-01
    var mismatches: [String] = [], mismatchCount = 0, checked = 0, dataDiffers = 0
    func differ(_ text: String) {
        mismatchCount += 1
        if mismatches.count < 20 { mismatches.append(text) }
    }
    for name in directory.zoneNames() {
        guard let foundationZone = TimeZone(identifier: name) else { continue }
        let zone = try directory.zone(named: name)
        let text = ZonedDateText(timeZone: zone), oldText = ZonedDateTextFoundation(zone: foundationZone)
        var cursor: Int64 = 0
        while let change = zone.nextTransition(after: cursor), change.instant < end {
            cursor = change.instant
            let probes = [change.instant - 86_400, change.instant - 1, change.instant, change.instant + 86_400]
            let agree = (probes + [change.instant - 8 * 86_400, change.instant + 8 * 86_400]).allSatisfy {
                zone.secondsFromUTC(at: $0) == foundationZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval($0)))
            }
            guard agree else { dataDiffers += 1; continue }
            for weekStart in [Weekday.monday, .sunday] {
                let ours = WeekCalendar(timeZone: zone, weekStart: weekStart)
                let theirs = FoundationWeeks(zone: foundationZone, weekStart: weekStart)
                for probe in probes {
                    let date = Date(timeIntervalSince1970: TimeInterval(probe))
                    let week = ours.week(containing: date)
                    checked += 1
                    if week != theirs.week(containing: date) {
                        differ("\(name) \(weekStart): the week of \(probe) is \(week), Foundation's \(theirs.week(containing: date))")
                    }
                    guard let interval = ours.interval(of: week), let old = theirs.interval(of: week) else {
                        differ("\(name) \(weekStart): no interval for \(week)")
                        continue
                    }
                    let next = theirs.interval(of: theirs.week(containing: interval.upperBound))?.lowerBound
                    if interval.lowerBound != old.lowerBound || interval.upperBound != next {
                        differ("\(name) \(weekStart): \(week) is \(interval), Foundation's starts \(old.lowerBound), the next \(String(describing: next))")
                    }
                }
            }
            for probe in [change.instant - 1, change.instant] {
                let date = Date(timeIntervalSince1970: TimeInterval(probe))
                if text.iso8601(date) != oldText.iso8601(date) { differ("\(name): \(text.iso8601(date)), Foundation's \(oldText.iso8601(date))") }
            }
            // Local readings an import meets around the change: before, in and after a gap or overlap.
            let localChange = change.instant + Int64(change.before.secondsFromUTC)
            let old = FoundationWeeks(zone: foundationZone, weekStart: .monday)
            for shift in stride(from: Int64(-7200), through: 7200, by: 900) {
                let local = localDateTime(localChange + shift)
                if local.date(in: zone) != old.date(local) { differ("\(name): \(local) is \(local.date(in: zone)), Foundation's \(old.date(local))") }
            }
        }
    }
    print("Foundation calendar oracle: \(checked) weeks checked, \(dataDiffers) changes where ICU's data differs; "
        + "\(mismatchCount) mismatches")
    #expect(checked > 100_000)
    #expect(mismatchCount == 0, "\(mismatches.joined(separator: "\n"))")
}

/// `ZonedDateText.iso8601` as it was, with Foundation's Gregorian calendar.
private struct ZonedDateTextFoundation {
    let zone: TimeZone

    func iso8601(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int = 2) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let seconds = zone.secondsFromGMT(for: date), minutes = abs(seconds) / 60
        return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
            + (seconds < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
    }
}
