import Foundation
@testable import Cron
import ZoneInfo

/// A named zone that must exist in the system's zoneinfo (scripts/test installs tzdata).
func zone(_ identifier: String) -> Zone {
    do {
        return try ZoneDirectory.system.zone(named: identifier)
    } catch {
        fatalError("time zone \(identifier): \(error)")
    }
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
