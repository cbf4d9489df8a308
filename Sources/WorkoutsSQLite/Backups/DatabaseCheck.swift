import CSQLite
import Workouts

/// The checks a backup copy passes before it counts, and a file before `liftd restore` puts
/// it back: SQLite's own integrity check, and liftd's tables with their row counts.
public enum DatabaseCheck {
    /// What the file at `path` holds once it passes: its schema version and rows per table.
    public struct Contents: Sendable, Equatable {
        /// `PRAGMA user_version`: how many of liftd's migrations it has run.
        public var schemaVersion: Int
        /// Rows per table.
        public var counts: [String: Int]
    }

    /// Checks that the file at `path` is a liftd database this liftd can open, whole and
    /// consistent; throws a `BackupError` naming why it is not. Opens it read-only and
    /// writes nothing beside it.
    public static func check(_ path: String) throws -> Contents {
        let header = try BackupFiles.firstBytes(of: path, count: 100)
        guard header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw BackupError("'\(path)' is not an SQLite database (its first bytes are not SQLite's header)")
        }
        guard header.count == 100 else { throw BackupError("'\(path)' is truncated: it ends inside SQLite's header") }
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, readOnly: true)
        } catch {
            throw BackupError("'\(path)' cannot be opened: \(error)")
        }
        try checkIntegrity(connection, of: path)
        let version = Int(try connection.integer("PRAGMA user_version"))
        guard version <= Schema.migrations.count else {
            throw BackupError("'\(path)' is from a newer liftd: its schema is version \(version), this liftd knows up to \(Schema.migrations.count)")
        }
        let counts = try rowCounts(connection)
        guard version > 0, counts["workouts"] != nil else {
            throw BackupError("'\(path)' is an SQLite database but not liftd's: it has no workouts table")
        }
        return Contents(schemaVersion: version, counts: counts)
    }

    /// Throws unless `connection` (to `path`) passes `PRAGMA integrity_check`, naming its
    /// first complaint.
    static func checkIntegrity(_ connection: SQLiteConnection, of path: String) throws {
        let result: String
        do {
            let statement = try connection.statement("PRAGMA integrity_check(1)")
            defer { statement.reset() }
            result = try statement.step() ? statement.text(0) : "no answer"
        } catch {
            throw BackupError("'\(path)' fails SQLite's integrity check: \(error)")
        }
        guard result == "ok" else { throw BackupError("'\(path)' fails SQLite's integrity check: \(result)") }
    }

    /// Rows per table of `connection`'s database (SQLite's own tables aside).
    static func rowCounts(_ connection: SQLiteConnection) throws -> [String: Int] {
        let tables = try connection.statement(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name")
        var names: [String] = []
        while try tables.step() { names.append(tables.text(0)) }
        tables.reset()
        var counts: [String: Int] = [:]
        for name in names {
            let quoted = "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
            counts[name] = Int(try connection.integer("SELECT count(*) FROM \(quoted)"))
        }
        return counts
    }
}
