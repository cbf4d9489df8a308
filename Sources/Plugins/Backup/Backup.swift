import SignalStore

/// `backup` (operator; `liftctl backup`): writes a verified copy of the database now. The
/// default config's schedule sends it daily at 02:30.
public struct Backup: Signal, Equatable {
    public static let wireName = "backup"
    /// Asks for a backup.
    public init() {}
}

/// The answer to `backup`: the copy written and the copies retention removed.
public struct BackupReply: Encodable, Sendable, Equatable {
    /// The copy's absolute path.
    public var file: String
    /// Its size in bytes.
    public var size: Int
    /// Rows per table, equal to the database's when the copy began.
    public var counts: [String: Int]
    /// Older copies removed by the retention rules, oldest first.
    public var removed: [String]
}

/// Tells notifiers that a backup copy was written and verified (`backup-finished`); a backup
/// that fails emits `signal-failed` instead.
public struct BackupFinished: Signal, Equatable {
    public static let wireName = "backup-finished"
    /// The copy's absolute path.
    public var file: String
    /// Its size in bytes.
    public var size: Int
    /// Rows per table.
    public var counts: [String: Int]
    /// Older copies removed by the retention rules.
    public var removed: [String]

    /// The notification of the backup `reply` describes.
    public init(_ reply: BackupReply) {
        file = reply.file
        size = reply.size
        counts = reply.counts
        removed = reply.removed
    }
}
