extension Schema {
    /// The notifications waiting for delivery (the daemon's outbox), in the order queued: a
    /// row is written when one is queued and deleted once it is delivered or fails for good,
    /// so those queued or in flight when liftd stops are sent after the next start. `entry`
    /// is the daemon's encoding of it. Written to run again harmlessly.
    static let outbox = """
        CREATE TABLE IF NOT EXISTS outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            delivery_id TEXT NOT NULL UNIQUE,
            endpoint TEXT NOT NULL,
            queued_at REAL NOT NULL,
            entry BLOB NOT NULL
        );
        """
}
