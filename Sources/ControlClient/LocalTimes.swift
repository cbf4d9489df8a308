import ControlProtocol
import ZoneInfo

/// The times in an answer or event as people read them (`ReadableTime`): an instant liftd
/// wrote in UTC (`…Z`) on the clocks of the daemon's zone, `2025-09-15 07:48 +02:00`; one
/// written with an offset (a schedule's time in its own zone) on that offset's clock. A
/// member whose name ends in `UTC` (`nextFireUTC`) says it is UTC and is shown as sent.
enum LocalTimes {
    /// `value` with every timestamp string readable; `zone` is asked only when one is in UTC.
    static func shown(_ value: JSONValue, zone: () -> Zone) -> JSONValue {
        switch value {
        case .string(let text):
            guard let timestamp = TimestampText(text) else { return value }
            if let offset = timestamp.offsetSeconds {
                return .string(ReadableTime.text(at: timestamp.instant, offsetSeconds: offset))
            }
            return .string(ReadableTime.text(at: timestamp.instant, in: zone()))
        case .array(let items):
            return .array(items.map { shown($0, zone: zone) })
        case .object(let members):
            var shownMembers: [String: JSONValue] = [:]
            for (key, member) in members {
                shownMembers[key] = key.hasSuffix("UTC") ? member : shown(member, zone: zone)
            }
            return .object(shownMembers)
        default:
            return value
        }
    }
}
