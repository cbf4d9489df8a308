import Foundation
import Testing
@testable import Cron

@Suite("Fire time invariants")
struct FireTimeOrderTests {
    static let expressions = ["* * * * *", "*/7 1-3 * * *", "30 2 * * *", "0-59 2 * * *", "15 0,1,2,3 * * *",
                              "0 0 * * *", "* 0 1 * *", "5/10 2 * * sun", "0 */2 13 * fri", "@hourly"]
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "America/Santiago"]

    @Test("Fire times come strictly after the start and after each other, across a year of DST changes",
          arguments: expressions, zones)
    func increasing(expression: String, zoneName: String) throws {
        let schedule = CronSchedule(try CronExpression(expression), timeZone: zone(zoneName))
        // Starts every 5 days 7 hours through 2026, so each change is approached from many sides.
        for step in 0..<70 {
            let start = instant("2026-01-01T00:00:00Z").addingTimeInterval(TimeInterval(step * 450 * 420))
            var previous = start
            for time in schedule.fireTimes(after: start).prefix(40) {
                #expect(time > previous, "\(expression) in \(zoneName) from \(start): \(time) after \(previous)")
                previous = time
            }
        }
    }

    @Test("A fixed-time job's fire times show its hour and minute unless moved out of a skipped hour",
          arguments: zones)
    func fixedTimeMatchesWallClock(zoneName: String) throws {
        let timeZone = zone(zoneName)
        // Foundation's own zone (ICU's data) reads the times back: an independent check.
        let foundationZone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = foundationZone
        let schedule = CronSchedule(try CronExpression("15 2 * * *"), timeZone: timeZone)
        for time in schedule.fireTimes(after: instant("2026-01-01T00:00:00Z")).prefix(730) {
            let parts = calendar.dateComponents([.hour, .minute], from: time)
            let onTime = parts.hour == 2 && parts.minute == 15
            // Moved: the first wall minute after the gap that swallowed 02:15 that day.
            let moved = foundationZone.secondsFromGMT(for: time) != foundationZone.secondsFromGMT(for: time.addingTimeInterval(-3600))
            #expect(onTime || moved, "\(zoneName): \(ZonedTimestamp.format(time, in: timeZone))")
        }
    }
}
