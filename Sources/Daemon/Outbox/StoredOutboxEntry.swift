import FoundationEssentials
import Plugins
import SignalStore
import WorkoutsSQLite

/// An outbox entry as the database keeps it (`outbox.entry`, JSON): who delivers which
/// signal, and what: a webhook's request as rendered, or a program's input. A program entry
/// is run again by the notifier of that name in the config liftd starts with.
struct StoredOutboxEntry: Codable {
    /// The notifier's name.
    var notifier: String
    /// The wire name of the signal delivered.
    var signal: String
    /// The chain that sent it, for logs.
    var chain: UInt64?
    /// A webhook's request.
    var webhook: WebhookRequest?
    /// A program's standard input.
    var programInput: Data?

    /// `entry` as stored.
    init(_ entry: OutboxEntry) {
        notifier = entry.notifier
        signal = entry.signal
        chain = entry.chain?.rawValue
        switch entry.delivery {
        case .webhook(let request): webhook = request
        case .program(let input, _): programInput = input
        }
    }

    /// The row for `entry`, its encoding.
    static func row(for entry: OutboxEntry) throws -> StoredOutboxRow {
        StoredOutboxRow(deliveryID: entry.deliveryID, endpoint: entry.endpoint, queuedAt: entry.queuedAt,
                        entry: try JSONEncoder().encode(StoredOutboxEntry(entry)))
    }
}

/// Where the outbox keeps its entries until they are delivered: the database.
protocol OutboxPersisting: Sendable {
    /// Stores `entry`, durably.
    func store(_ entry: OutboxEntry) throws
    /// Forgets the entries `deliveryIDs` name.
    func remove(_ deliveryIDs: [String]) throws
}

/// The outbox kept in liftd's database.
struct DatabaseOutbox: OutboxPersisting {
    let repository: SQLiteWorkoutRepository

    func store(_ entry: OutboxEntry) throws { try repository.storeOutboxRow(try StoredOutboxEntry.row(for: entry)) }
    func remove(_ deliveryIDs: [String]) throws { try repository.removeOutboxRows(deliveryIDs) }
}
