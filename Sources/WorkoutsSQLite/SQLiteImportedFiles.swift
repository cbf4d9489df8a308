import FoundationEssentials
import Synchronization

/// The files the inbox imported, in liftd's database (`inbox_imported_files`): each by its
/// name, size and modification time, so the same file arriving again is recognised
/// without being read.
public final class SQLiteImportedFiles: Sendable {
    private let connection: Mutex<SQLiteConnection>

    /// Opens or creates the database at `path` (liftd's database) and brings its schema up to date.
    public init(path: String) throws {
        connection = Mutex(try SQLiteConnection.openMigrated(path: path))
    }

    /// Whether a file called `name` of `size` bytes modified at `modifiedNanoseconds` was imported.
    public func contains(name: String, size: Int64, modifiedNanoseconds: Int64) throws -> Bool {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT 1 FROM inbox_imported_files WHERE name = ?1 AND size = ?2 AND modified_ns = ?3
                """)
            statement.bind(1, name)
            statement.bind(2, size)
            statement.bind(3, modifiedNanoseconds)
            return try statement.step()
        }
    }

    /// Remembers that the file called `name` of `size` bytes modified at
    /// `modifiedNanoseconds` was imported at `date`.
    public func insert(name: String, size: Int64, modifiedNanoseconds: Int64, at date: Date) throws {
        try connection.access { connection in
            let statement = try connection.statement("""
                INSERT INTO inbox_imported_files (name, size, modified_ns, imported_at) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (name, size, modified_ns) DO UPDATE SET imported_at = excluded.imported_at
                """)
            statement.bind(1, name)
            statement.bind(2, size)
            statement.bind(3, modifiedNanoseconds)
            statement.bind(4, date)
            _ = try statement.step()
        }
    }
}
