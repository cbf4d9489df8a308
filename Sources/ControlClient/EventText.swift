import ControlProtocol
import ZoneInfo

/// One event line of `liftctl watch` for people: the time of day on the daemon's clocks, the
/// event, and what matters about it, e.g.
/// `10:15:32 chain-finished log-set: ok in 1.2 ms (chain 12, socket)`. Events it has no words
/// for show their members as `key=value` pairs, their times readable (`LocalTimes`).
enum EventText {
    /// `members`, an event line's object, on one line; times in `zone`, asked only when one
    /// is in UTC.
    static func render(_ members: [String: JSONValue], zone: () -> Zone) -> String {
        let event = InlineText.text(members["event"])
        let time = timeOfDay(members["at"], zone: zone)
        let summary = switch event {
        case "chain-finished": chainSummary(members)
        case "subscribed": "watching " + InlineText.text(members["events"])
        default: pairs(members, zone: zone)
        }
        return [time, event, summary].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `log-set: ok in 1.2 ms (chain 12, socket)`, or `failed …` followed by the error's code
    /// and message.
    private static func chainSummary(_ members: [String: JSONValue]) -> String {
        let signal = InlineText.text(members["signal"])
        var failure = ""
        if case .object(let error)? = members["error"] {
            failure = ": \(InlineText.text(error["code"])): \(InlineText.text(error["message"]))"
        }
        var duration = ""
        if case .integer(let microseconds)? = members["durationMicroseconds"] {
            let milliseconds = Double(microseconds) / 1000
            duration = " in " + (milliseconds < 10 ? String(format1: milliseconds) : String(Int(milliseconds.rounded()))) + " ms"
        }
        let origin = "(chain \(InlineText.text(members["chain"])), \(InlineText.text(members["source"])))"
        return "\(signal): \(failure.isEmpty ? "ok" : "failed")\(duration) \(origin)\(failure)"
    }

    /// Every member but `event` and `at` as `key=value`, sorted by key.
    private static func pairs(_ members: [String: JSONValue], zone: () -> Zone) -> String {
        members.keys.sorted().filter { $0 != "event" && $0 != "at" }
            .map { key in "\(key)=\(InlineText.text(members[key].map { LocalTimes.shown($0, zone: zone) }))" }
            .joined(separator: " ")
    }

    /// `HH:MM:SS` on `zone`'s clocks from an ISO 8601 instant such as `2026-11-30T10:15:32Z`
    /// (on its own offset's clock when it gives one); the text itself when it is no such
    /// instant, nothing when absent.
    private static func timeOfDay(_ value: JSONValue?, zone: () -> Zone) -> String {
        guard case .string(let text)? = value else { return "" }
        guard let timestamp = TimestampText(text) else { return text }
        let offset = timestamp.offsetSeconds ?? zone().secondsFromUTC(at: timestamp.instant)
        let second = CivilCalendar.floorModulo(timestamp.instant + offset, CivilCalendar.secondsPerDay)
        func padded(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(padded(second / 3600)):\(padded(second / 60 % 60)):\(padded(second % 60))"
    }
}

private extension String {
    /// `value` with one decimal.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
