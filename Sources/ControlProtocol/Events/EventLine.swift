/// The lines of an event stream: once a connection has sent `subscribe`, every line the
/// daemon writes on it is a JSON object with an `event` member naming what happened, keys
/// sorted, and never an `ok` member, so a reader tells them from answers at a glance.
public enum EventLine {
    /// The request that turns a connection into an event stream.
    public static let subscribeSignal = "subscribe"
    /// The `event` of the line that confirms a subscription, listing the events it streams.
    public static let subscribed = "subscribed"
    /// The `event` of the last line a subscriber that fell behind gets before it is closed.
    public static let dropped = "dropped"
    /// The `event` of the line that answers a request sent after `subscribe`.
    public static let refused = "request-refused"

    /// The line for event `name` with `members` (any `event` among them is replaced).
    public static func render(_ name: String, _ members: [String: JSONValue]) -> String {
        var members = members
        members["event"] = .string(name)
        return JSONValue.object(members).rendered
    }

    /// The line confirming a subscription to `events` (sorted), echoing the request's `id`.
    public static func subscribed(to events: [String], id: JSONValue?) -> String {
        var members: [String: JSONValue] = ["events": .array(events.sorted().map(JSONValue.string))]
        members["id"] = id
        return render(subscribed, members)
    }

    /// The line answering a request a subscriber sent: the error, and the request's `id`.
    public static func refusal(_ error: RequestError) -> String {
        var detail = error.details
        detail["code"] = .string(error.code.rawValue)
        detail["message"] = .string(error.message)
        var members: [String: JSONValue] = ["error": .object(detail)]
        members["id"] = error.id
        return render(refused, members)
    }

    /// The last line of a subscriber that did not keep up: why, and how many bytes of
    /// events were thrown away.
    public static func dropped(reason: String, discardedBytes: Int) -> String {
        render(dropped, ["reason": .string(reason), "discardedBytes": .integer(discardedBytes)])
    }
}

extension RequestLine {
    /// Whether the line may be a `subscribe` request: it holds the word. A cheap test that
    /// spares every other request a second parse; a line that passes is parsed to be sure.
    public var maySubscribe: Bool {
        let word = Self.subscribeWord
        guard bytes.count >= word.count else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start] == word[0] {
            var matched = 1
            while matched < word.count, bytes[start + matched] == word[matched] { matched += 1 }
            if matched == word.count { return true }
        }
        return false
    }

    /// The bytes `maySubscribe` looks for, made once rather than for every request.
    private static let subscribeWord = Array(EventLine.subscribeSignal.utf8)
}
