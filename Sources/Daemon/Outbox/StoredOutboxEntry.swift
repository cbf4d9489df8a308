import ControlProtocol
import FoundationEssentials
import Plugins
import SignalStore
import WorkoutsSQLite

/// An outbox entry as the database keeps it (`outbox.entry`, JSON): who delivers which
/// signal, and what. A webhook's entry keeps the notification's text, never the request: the
/// URL and headers may hold a secret. After a restart the webhook of the config liftd starts
/// with renders it again; a program's input is run by the `exec` notifier of that name.
struct StoredOutboxEntry: Codable {
    /// The notifier's name.
    var notifier: String
    /// The wire name of the signal delivered.
    var signal: String
    /// The chain that sent it, for logs.
    var chain: UInt64?
    /// A webhook's notification.
    var webhookText: NotificationText?
    /// A program's standard input.
    var programInput: Data?

    /// `entry` as stored.
    init(_ entry: OutboxEntry) {
        notifier = entry.notifier
        signal = entry.signal
        chain = entry.chain?.rawValue
        switch entry.delivery {
        case .webhook(_, let text): webhookText = text
        case .program(let input, _): programInput = input
        }
    }

    /// The row for `entry`, its encoding.
    static func row(for entry: OutboxEntry) throws -> StoredOutboxRow {
        StoredOutboxRow(deliveryID: entry.deliveryID, endpoint: storedEndpoint(entry.endpoint), queuedAt: entry.queuedAt,
                        entry: try JSONEncoder().encode(StoredOutboxEntry(entry)))
    }

    /// How a row names its queue: the SHA-256 of `endpoint`, which for a webhook holds its
    /// URL and perhaps a secret.
    static func storedEndpoint(_ endpoint: String) -> String { SHA256.hexDigest(of: Array(endpoint.utf8)) }
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
