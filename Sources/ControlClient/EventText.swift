import ControlProtocol

/// One event line of `liftctl watch` for people: the time of day, the event, and what
/// matters about it, e.g. `10:15:32 chain-finished log-set: ok in 1.2 ms (chain 12, socket)`.
/// Events it has no words for show their members as `key=value` pairs.
enum EventText {
    /// `members`, an event line's object, on one line.
    static func render(_ members: [String: JSONValue]) -> String {
        let event = InlineText.text(members["event"])
        let time = timeOfDay(members["at"])
        let summary = switch event {
        case "chain-finished": chainSummary(members)
        case "subscribed": "watching " + InlineText.text(members["events"])
        default: pairs(members)
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
    private static func pairs(_ members: [String: JSONValue]) -> String {
        members.keys.sorted().filter { $0 != "event" && $0 != "at" }
            .map { "\($0)=\(InlineText.text(members[$0]))" }
            .joined(separator: " ")
    }

    /// `HH:MM:SS` from an ISO 8601 time such as `2026-11-30T10:15:32Z`; the text itself when
    /// it has no such part, nothing when absent.
    private static func timeOfDay(_ value: JSONValue?) -> String {
        guard case .string(let text)? = value else { return "" }
        guard let separator = text.firstIndex(of: "T") else { return text }
        return String(text[text.index(after: separator)...].prefix(8))
    }
}

private extension String {
    /// `value` with one decimal.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
