import Foundation
@testable import Cron

/// A named zone that must exist in the toolchain's time zone data.
func zone(_ identifier: String) -> TimeZone {
    guard let timeZone = TimeZone(identifier: identifier) else {
        fatalError("time zone \(identifier) is missing from this build")
    }
    return timeZone
}

/// An instant written as ISO 8601 with an offset.
func instant(_ text: String) -> Date {
    guard let date = ZonedTimestamp.parse(text, in: zone("UTC")) else {
        fatalError("\(text) is not a timestamp")
    }
    return date
}

/// The next `count` fire times of `expression` in the zone after `start`, formatted in that zone.
func fireTimes(_ expression: String, in identifier: String, after start: String, count: Int = 5) throws -> [String] {
    let timeZone = zone(identifier)
    let schedule = CronSchedule(try CronExpression(expression), timeZone: timeZone)
    return schedule.fireTimes(after: instant(start)).prefix(count).map { ZonedTimestamp.format($0, in: timeZone) }
}
