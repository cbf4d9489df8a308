import Plugins
import SignalStore
import Synchronization

/// The daemon's notification outbox: a bounded queue for each notifier, delivered in order
/// by a worker of its own (`OutboxService`), so a slow or failing endpoint delays only its
/// own notifications. `enqueue` never waits: a full queue drops its oldest entry, counts it,
/// and logs it at most once a minute for that notifier.
final class OutboxQueue: NotificationOutbox {
    /// How many entries each notifier's queue holds, besides the one being delivered.
    static let capacity = 256

    private struct Endpoint {
        var entries: [OutboxEntry] = []
        /// Whether a worker delivers this queue now; it takes every entry until it is empty.
        var hasWorker = false
        var drops = DropReport()
    }

    private let endpoints = Mutex<[String: Endpoint]>([:])
    private let capacity: Int
    private let logger: Logger
    /// The notifiers whose queue got an entry while no worker was on it: each needs one.
    let idleEndpointsWithWork: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    /// An outbox of queues holding `capacity` entries each, logging drops to `logger`.
    init(capacity: Int = OutboxQueue.capacity, logger: Logger) {
        self.capacity = capacity
        self.logger = logger
        // Unbounded, yet a notifier is in it at most once: only while it has no worker.
        (idleEndpointsWithWork, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func enqueue(_ entry: OutboxEntry) {
        let capacity = self.capacity
        let (needsWorker, dropped) = endpoints.withLock { endpoints -> (Bool, (entry: OutboxEntry, count: Int)?) in
            // Mutated in place, through the default, so a first entry adds its notifier's queue.
            var dropped: (OutboxEntry, Int)?
            if endpoints[entry.notifier, default: Endpoint()].entries.count >= capacity {
                let oldest = endpoints[entry.notifier, default: Endpoint()].entries.removeFirst()
                if let count = endpoints[entry.notifier, default: Endpoint()].drops.drop(at: .now) { dropped = (oldest, count) }
            }
            endpoints[entry.notifier, default: Endpoint()].entries.append(entry)
            let needsWorker = !endpoints[entry.notifier, default: Endpoint()].hasWorker
            endpoints[entry.notifier, default: Endpoint()].hasWorker = true
            return (needsWorker, dropped)
        }
        if needsWorker { continuation.yield(entry.notifier) }
        if let dropped { logDrop(of: dropped.entry, count: dropped.count) }
    }

    /// The next entry of `notifier`'s queue for its worker; `nil` when it is empty, and then
    /// the worker ends: the next entry queued asks for a new one.
    func next(for notifier: String) -> OutboxEntry? {
        endpoints.withLock { endpoints in
            guard !(endpoints[notifier]?.entries.isEmpty ?? true) else {
                endpoints[notifier]?.hasWorker = false
                return nil
            }
            return endpoints[notifier]?.entries.removeFirst()
        }
    }

    /// Entries waiting in each notifier's queue, and entries dropped from it since start.
    var counts: (queued: [String: Int], dropped: [String: Int]) {
        endpoints.withLock { endpoints in
            (endpoints.mapValues(\.entries.count), endpoints.mapValues(\.drops.total).filter { $0.value > 0 })
        }
    }

    private func logDrop(of oldest: OutboxEntry, count: Int) {
        let what = count == 1 ? "the oldest notification (\(oldest.signal))" : "the \(count) oldest notifications"
        logger.log(.warning, "\(oldest.notifier): its outbox queue is full (\(capacity) waiting); dropped \(what) "
                       + "since the last such line (liftd_notifications_dropped_total counts each; this line comes "
                       + "at most once a minute)",
                   fields: ["LIFTD_USE_CASE": oldest.notifier, "LIFTD_SIGNAL": oldest.signal])
    }
}

/// One notifier's dropped entries, and when the log last said so: at most a line a minute.
struct DropReport: Sendable, Equatable {
    /// The least time between two lines.
    static let interval = Duration.seconds(60)

    /// Entries dropped since start.
    private(set) var total = 0
    private var unreported = 0
    private var lastLine: ContinuousClock.Instant?

    /// Counts one entry dropped at `now`; how many to report, when a line is due now.
    mutating func drop(at now: ContinuousClock.Instant) -> Int? {
        total += 1
        unreported += 1
        if let lastLine, now - lastLine < Self.interval { return nil }
        lastLine = now
        defer { unreported = 0 }
        return unreported
    }
}
