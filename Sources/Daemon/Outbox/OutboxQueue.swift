import Plugins
import SignalStore
import Synchronization

/// The daemon's notification outbox: a bounded queue for each endpoint (a notifier, and a
/// webhook's URL: `OutboxEntry.endpoint`), delivered in order by a worker of its own
/// (`OutboxService`), so a slow or failing endpoint delays only its own notifications.
/// `enqueue` never waits for a delivery: a full queue drops its oldest entry, counts it, and
/// logs it at most once a minute for that endpoint. Each entry is stored (`OutboxPersisting`)
/// from when it is queued until it is delivered, fails for good or is dropped, so those
/// queued or in flight when liftd stops are delivered after the next start.
final class OutboxQueue: NotificationOutbox {
    /// How many entries each endpoint's queue holds, besides the one being delivered.
    static let capacity = 256

    private struct Endpoint {
        /// The notifier's name, for logs and metrics.
        var notifier = ""
        /// Whether it is a webhook's queue, which a reload may drop.
        var isWebhook = false
        var entries: [OutboxEntry] = []
        /// Whether a worker delivers this queue now; it takes every entry until it is empty.
        var hasWorker = false
        var drops = DropReport()
    }

    private let endpoints = Mutex<[String: Endpoint]>([:])
    private let capacity: Int
    private let logger: Logger
    private let persistence: (any OutboxPersisting)?
    /// The endpoints whose queue got an entry while no worker was on it: each needs one.
    let idleEndpointsWithWork: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    /// An outbox of queues holding `capacity` entries each, logging drops to `logger`,
    /// keeping its entries in `persistence` when given.
    init(capacity: Int = OutboxQueue.capacity, logger: Logger, persistence: (any OutboxPersisting)? = nil) {
        self.capacity = capacity
        self.logger = logger
        self.persistence = persistence
        // Unbounded, yet an endpoint is in it at most once: only while it has no worker.
        (idleEndpointsWithWork, continuation) = AsyncStream.makeStream(of: String.self)
    }

    func enqueue(_ entry: OutboxEntry) {
        do {
            try persistence?.store(entry)
        } catch {
            logger.log(.error, "\(entry.notifier): \(entry.signal) could not be stored in the outbox (\(error)); "
                           + "it is queued, but lost if liftd stops before it is delivered",
                       fields: ["LIFTD_USE_CASE": entry.notifier, "LIFTD_SIGNAL": entry.signal])
        }
        queue(entry)
    }

    /// Queues `entries` stored before this start, in their order, without storing them again.
    func restore(_ entries: [OutboxEntry]) {
        for entry in entries { queue(entry) }
    }

    /// Forgets `entry`, delivered or failed for good: it is not sent again after a restart.
    func finished(_ entry: OutboxEntry) { forget([entry.deliveryID]) }

    private func forget(_ deliveryIDs: [String]) {
        guard let persistence, !deliveryIDs.isEmpty else { return }
        do {
            try persistence.remove(deliveryIDs)
        } catch {
            logger.log(.error, "outbox: could not forget \(deliveryIDs.count) finished notification(s) (\(error)); "
                           + "they may be delivered again after a restart")
        }
    }

    private func queue(_ entry: OutboxEntry) {
        let capacity = self.capacity
        let (needsWorker, dropped) = endpoints.withLock { endpoints -> (Bool, (entry: OutboxEntry, count: Int?)?) in
            // Taken out and put back, so its entries are changed in place, not copied; a first
            // entry adds its endpoint's queue.
            var queue = endpoints.removeValue(forKey: entry.endpoint) ?? Endpoint()
            var dropped: (OutboxEntry, Int?)?
            queue.notifier = entry.notifier
            queue.isWebhook = entry.isWebhook
            if queue.entries.count >= capacity {
                let oldest = queue.entries.removeFirst()
                dropped = (oldest, queue.drops.drop(at: .now))
            }
            queue.entries.append(entry)
            let needsWorker = !queue.hasWorker
            queue.hasWorker = true
            endpoints[entry.endpoint] = queue
            return (needsWorker, dropped)
        }
        if needsWorker { continuation.yield(entry.endpoint) }
        if let dropped {
            forget([dropped.entry.deliveryID])
            if let count = dropped.count { logDrop(of: dropped.entry, count: count) }
        }
    }

    /// The next entry of `endpoint`'s queue for its worker; `nil` when it is empty, and then
    /// the worker ends: the next entry queued asks for a new one.
    func next(for endpoint: String) -> OutboxEntry? {
        endpoints.withLock { endpoints in
            guard !(endpoints[endpoint]?.entries.isEmpty ?? true) else {
                endpoints[endpoint]?.hasWorker = false
                return nil
            }
            return endpoints[endpoint]?.entries.removeFirst()
        }
    }

    /// Empties the queues of webhooks not in `configured` (their `WebhookUseCase.endpoint`s),
    /// so a reload that removes a webhook or changes its URL sends nothing more to the old
    /// one (an attempt under way ends as it would); answers how many entries went, by notifier.
    func dropWebhookQueues(notIn configured: Set<String>) -> [String: Int] {
        let (dropped, ids) = endpoints.withLock { endpoints in
            var dropped: [String: Int] = [:]
            var ids: [String] = []
            for (key, endpoint) in endpoints where endpoint.isWebhook && !configured.contains(key) {
                if !endpoint.entries.isEmpty { dropped[endpoint.notifier, default: 0] += endpoint.entries.count }
                ids += endpoint.entries.map(\.deliveryID)
                // The queue itself stays, for its drop count (a counter never goes back).
                endpoints[key]?.entries.removeAll()
            }
            return (dropped, ids)
        }
        forget(ids)
        return dropped
    }

    /// Entries waiting in each notifier's queues, and entries dropped from them since start.
    var counts: (queued: [String: Int], dropped: [String: Int]) {
        endpoints.withLock { endpoints in
            var queued: [String: Int] = [:], dropped: [String: Int] = [:]
            for endpoint in endpoints.values {
                queued[endpoint.notifier, default: 0] += endpoint.entries.count
                if endpoint.drops.total > 0 { dropped[endpoint.notifier, default: 0] += endpoint.drops.total }
            }
            return (queued, dropped)
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
