import Plugins

/// The daemon's notification outbox: a bounded queue that `OutboxService` drains. A
/// notifier's `enqueue` never waits; when the queue is full the entry is dropped and the
/// notifier logs it.
final class OutboxQueue: NotificationOutbox {
    /// The entries waiting, for the one service that delivers them.
    let entries: AsyncStream<OutboxEntry>
    private let continuation: AsyncStream<OutboxEntry>.Continuation

    /// An outbox holding at most `capacity` entries not yet taken for delivery.
    init(capacity: Int) {
        (entries, continuation) = AsyncStream.makeStream(of: OutboxEntry.self, bufferingPolicy: .bufferingOldest(capacity))
    }

    func enqueue(_ entry: OutboxEntry) -> Bool {
        if case .enqueued = continuation.yield(entry) { return true }
        return false
    }

    /// How many entries the daemon's outbox holds before it drops new ones.
    static let capacity = 256
}
