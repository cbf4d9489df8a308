import ControlProtocol
import Synchronization

/// The control socket's event subscribers: connections that sent `subscribe` and now get
/// a stream of event lines instead of answers. Publishers (the daemon's event bus) hand it
/// whole lines; it posts each to the loop of every subscriber that asked for that event and
/// returns at once, so a publisher never waits for a subscriber, however slow. Each loop
/// queues the line on its connection, which bounds what waits (`queueLimit`) and drops a
/// subscriber that falls behind (`ConnectionStateMachine.eventArrived`).
public final class EventSubscribers: Sendable {
    /// Whether `peer` may subscribe with `request` (a `subscribe` request), and to which
    /// events: their names, or the error to answer with (no access, an unknown event).
    public typealias Check = nonisolated(nonsending) @Sendable (Request, PeerCredentials) async
        -> Result<[String], RequestError>

    /// How many connections may subscribe at once; `subscribe` beyond it is refused. The
    /// last place is kept for admins (`adminReserve`). Subscribers hold these places instead
    /// of client slots, so they never crowd out requests.
    public let maximumSubscribers: Int
    /// The most bytes of events that may wait for one subscriber before it is dropped.
    public let queueLimit: Int
    let check: Check
    private let registry = Mutex(Registry())
    /// Subscribers registered, readable without the lock, so publishing to nobody is cheap.
    private let registered = Atomic<Int>(0)

    /// The default bound on one subscriber's queue: 256 KiB, over a thousand events.
    public static let defaultQueueLimit = 262_144

    /// Subscribers up to `maximumSubscribers` at once, each allowed `queueLimit` bytes of
    /// queued events; `check` admits each `subscribe`.
    public init(maximumSubscribers: Int, queueLimit: Int = defaultQueueLimit, check: @escaping Check) {
        self.maximumSubscribers = maximumSubscribers
        self.queueLimit = queueLimit
        self.check = check
    }

    /// Connections subscribed now.
    public var subscriberCount: Int { registered.load(ordering: .relaxed) }

    /// Whether any subscriber asked for `event`: publishers skip building lines nobody reads.
    public func wants(_ event: String) -> Bool {
        guard registered.load(ordering: .relaxed) > 0 else { return false }
        return registry.withLock { $0.entries.values.contains { $0.events.contains(event) } }
    }

    /// Queues `line`, an event named `event`, for every subscriber that asked for it. It only
    /// posts to their loops: it never blocks and never waits for a subscriber to read.
    public func publish(_ event: String, line: String) {
        guard registered.load(ordering: .relaxed) > 0 else { return }
        let targets = registry.withLock { $0.entries.values.filter { $0.events.contains(event) } }
        for target in targets {
            let loop = target.loop, token = target.token
            loop.executor.post { loop.deliverEvent(line, to: token) }
        }
    }

    /// Places only admins may take: one, unless there is only one place at all.
    var adminReserve: Int { maximumSubscribers >= 2 ? 1 : 0 }

    /// Takes a place for a subscriber about to be confirmed, or says why there is none.
    /// `isAdmin` is asked, outside the lock, only when nothing but the admins' place is left,
    /// and at most once; the places are looked at again after it answers, as subscribers on
    /// other loops may have come or gone meanwhile.
    func reserve(isAdmin: () -> Bool) -> SubscriberRefusal? {
        var peerIsAdmin: Bool?
        while true {
            let outcome = registry.withLock { registry -> Reservation in
                if registry.taken >= maximumSubscribers { return .refused(.full) }
                if registry.taken >= maximumSubscribers - adminReserve {
                    guard let peerIsAdmin else { return .needsAdminCheck }
                    if !peerIsAdmin { return .refused(.reservedForAdmins) }
                }
                registry.reserved += 1
                return .reserved
            }
            switch outcome {
            case .reserved: return nil
            case .refused(let refusal): return refusal
            case .needsAdminCheck: peerIsAdmin = isAdmin()
            }
        }
    }

    /// What one look at the places under the lock came to (`reserve`).
    private enum Reservation {
        case reserved
        case refused(SubscriberRefusal)
        /// Only the admins' place is left, and the peer was not asked yet.
        case needsAdminCheck
    }

    /// Gives back a place taken by `reserve` for a subscription that did not happen.
    func cancelReservation() {
        registry.withLock { $0.reserved = max(0, $0.reserved - 1) }
    }

    /// Turns a reserved place into the subscriber `token` of `loop`, streaming `events`.
    func register(_ token: UInt64, on loop: ServerLoop, events: Set<String>) {
        registry.withLock { registry in
            registry.reserved = max(0, registry.reserved - 1)
            registry.entries[Key(loop: loop.index, token: token)] = Entry(loop: loop, token: token, events: events)
            registered.store(registry.entries.count, ordering: .relaxed)
        }
    }

    /// Forgets the subscriber `token` of `loop`, which closed.
    func remove(_ token: UInt64, on loop: ServerLoop) {
        registry.withLock { registry in
            registry.entries[Key(loop: loop.index, token: token)] = nil
            registered.store(registry.entries.count, ordering: .relaxed)
        }
    }

    /// The error answering a `subscribe` refused as `refusal`.
    func error(for refusal: SubscriberRefusal, id: JSONValue?) -> RequestError {
        switch refusal {
        case .full:
            RequestError(.tooManySubscribers,
                         "\(maximumSubscribers) subscribers are connected already, the most socket.max-subscribers allows",
                         id: id)
        case .reservedForAdmins:
            RequestError(.tooManySubscribers,
                         "the last of \(maximumSubscribers) subscriber places (socket.max-subscribers) is kept for admins",
                         id: id)
        }
    }

    private struct Key: Hashable {
        let loop: Int
        let token: UInt64
    }

    private struct Entry {
        let loop: ServerLoop
        let token: UInt64
        let events: Set<String>
    }

    private struct Registry {
        var reserved = 0
        var entries: [Key: Entry] = [:]
        /// Places taken: by subscribers, and by `subscribe` requests about to be confirmed.
        var taken: Int { reserved + entries.count }
    }
}

/// Why a `subscribe` gets no place among the subscribers.
enum SubscriberRefusal: Equatable {
    /// Every place is taken.
    case full
    /// Only the place kept for admins is free, and the peer is no admin.
    case reservedForAdmins
}
