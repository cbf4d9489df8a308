import FoundationEssentials

/// A notification waiting in the stored outbox.
public struct StoredOutboxRow: Sendable, Equatable {
    /// Its delivery id.
    public var deliveryID: String
    /// The queue it waits in.
    public var endpoint: String
    /// When it was queued.
    public var queuedAt: Date
    /// The daemon's encoding of it.
    public var entry: Data

    /// The row of `deliveryID`, queued in `endpoint` at `queuedAt`, holding `entry`.
    public init(deliveryID: String, endpoint: String, queuedAt: Date, entry: Data) {
        self.deliveryID = deliveryID
        self.endpoint = endpoint
        self.queuedAt = queuedAt
        self.entry = entry
    }
}

extension SQLiteWorkoutRepository {
    /// Stores `row`, durably, before its notification is delivered.
    public func storeOutboxRow(_ row: StoredOutboxRow) throws {
        try connection.access { connection in
            let insert = try connection.statement("""
                INSERT OR REPLACE INTO outbox (delivery_id, endpoint, queued_at, entry) VALUES (?1, ?2, ?3, ?4)
                """)
            defer { insert.reset() }
            insert.bind(1, row.deliveryID)
            insert.bind(2, row.endpoint)
            insert.bind(3, row.queuedAt)
            insert.bind(4, blob: Array(row.entry))
            try insert.step()
        }
    }

    /// Forgets the notifications `deliveryIDs` name, delivered or given up, in one transaction.
    public func removeOutboxRows(_ deliveryIDs: [String]) throws {
        guard !deliveryIDs.isEmpty else { return }
        try connection.access { connection in
            try connection.transaction {
                let delete = try connection.statement("DELETE FROM outbox WHERE delivery_id = ?1")
                for id in deliveryIDs {
                    delete.reset()
                    delete.bind(1, id)
                    try delete.step()
                }
                delete.reset()
            }
        }
    }

    /// Every notification stored in the outbox, in the order queued.
    public func outboxRows() throws -> [StoredOutboxRow] {
        try connection.access { connection in
            let select = try connection.statement("SELECT delivery_id, endpoint, queued_at, entry FROM outbox ORDER BY id")
            defer { select.reset() }
            var rows: [StoredOutboxRow] = []
            while try select.step() {
                let entry = select.withBytes(3) { Data($0) }
                rows.append(StoredOutboxRow(deliveryID: select.text(0), endpoint: select.text(1),
                                            queuedAt: select.date(2) ?? Date(timeIntervalSince1970: 0), entry: entry))
            }
            return rows
        }
    }
}
