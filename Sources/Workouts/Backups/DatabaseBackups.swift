import FoundationEssentials

/// Where liftd's backup copies of its database are written, listed and removed: one
/// directory of copies (`<state-directory>/backups` in the daemon).
public protocol DatabaseBackups: Sendable {
    /// Writes a copy of the database, as it is when the copy begins, to `name` in the
    /// backups directory, and returns it once it is verified and durable. The copy is
    /// written in steps, at no more than `bytesPerSecond` when that is given, so the database
    /// stays in use meanwhile. Nothing is left under `name` when this throws.
    func writeCopy(named name: String, bytesPerSecond: Int?) async throws -> DatabaseCopy
    /// The names of the files in the backups directory (none when it does not exist yet).
    func copyNames() throws -> [String]
    /// Removes the copy `name` from the backups directory.
    func removeCopy(named name: String) throws
}

/// A verified backup copy of the database.
public struct DatabaseCopy: Sendable, Equatable {
    /// The copy's absolute path.
    public var path: String
    /// Its size in bytes.
    public var size: Int
    /// Rows per table, equal to the database's when the copy began.
    public var counts: [String: Int]

    /// The copy at `path`, of `size` bytes, holding `counts` rows per table.
    public init(path: String, size: Int, counts: [String: Int]) {
        self.path = path
        self.size = size
        self.counts = counts
    }
}

/// Why a backup or a restore could not go ahead.
public struct BackupError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file.
    public var description: String

    /// The error saying `description`.
    public init(_ description: String) { self.description = description }
}
