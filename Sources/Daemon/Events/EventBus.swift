import ControlProtocol
import ControlServer
import FoundationEssentials
import Synchronization

/// Where the daemon announces what happens (chains ended, schedules fired, reloads,
/// errors) to the control socket's subscribers. Publishing only builds a line and hands it
/// to `EventSubscribers`, which posts it to the subscribers' loops: it never waits for a
/// subscriber, so the store and the scheduler are never slowed by one. With no subscriber
/// for an event, nothing is built at all.
final class EventBus: Sendable {
    private let subscribers = Mutex<EventSubscribers?>(nil)

    /// An event bus with no subscribers yet.
    init() {}

    /// Publishes to `subscribers` from now on (the running socket's), or to nobody.
    func attach(_ subscribers: EventSubscribers?) {
        self.subscribers.withLock { $0 = subscribers }
    }

    /// Publishes `kind` with `members` (built only when someone subscribed to it), stamped
    /// with the time as `at`.
    func publish(_ kind: EventKind, _ members: () -> [String: JSONValue]) {
        guard let target = subscribers.withLock({ $0 }), target.wants(kind.rawValue) else { return }
        var members = members()
        members["at"] = .string(JSONOutput.instant(Date()))
        target.publish(kind.rawValue, line: EventLine.render(kind.rawValue, members))
    }

    /// `value` as JSON, written as every JSON liftd writes (`JSONOutput`: instants in ISO
    /// 8601 UTC, numbers to 0.01), or `null` when it cannot be encoded.
    static func json(_ value: some Encodable) -> JSONValue {
        (try? JSONOutput.encoded(value)) ?? .null
    }
}
