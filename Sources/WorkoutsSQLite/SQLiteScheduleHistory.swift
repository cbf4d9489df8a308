import Foundation
import Synchronization

/// The scheduler's memory on a SQLite file: per schedule name, how far its scheduled times are
/// dealt with and how its last run went, so a restart neither repeats nor forgets a run.
/// Writes are durable when they return (WAL, `synchronous = FULL`, like the workouts).
public final class SQLiteScheduleHistory: Sendable {
    /// One schedule's row.
    public struct Entry: Sendable, Equatable {
        /// Scheduled times up to this instant are done with (run, skipped or dropped).
        public var handledThrough: Date
        /// When the last run (scheduled or by hand) started.
        public var lastRunAt: Date?
        /// How the last run ended: `ok` or an error code.
        public var lastResult: String?

        /// A row with these values.
        public init(handledThrough: Date, lastRunAt: Date? = nil, lastResult: String? = nil) {
            self.handledThrough = handledThrough
            self.lastRunAt = lastRunAt
            self.lastResult = lastResult
        }
    }

    private let connection: Mutex<SQLiteConnection>

    /// Opens or creates the database at `path` (liftd's database) and brings its schema up to date.
    public init(path: String) throws {
        connection = Mutex(try SQLiteConnection.openMigrated(path: path))
    }

    /// The row of the schedule called `name`, nil when it was never seen.
    public func entry(named name: String) throws -> Entry? {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT handled_through, last_run_at, last_result
                FROM schedule_history WHERE name = ?1
                """)
            statement.bind(1, name)
            guard try statement.step(), let handledThrough = statement.date(0) else { return nil }
            return Entry(handledThrough: handledThrough, lastRunAt: statement.date(1), lastResult: statement.optionalText(2))
        }
    }

    /// Stores `entry` as the row of the schedule called `name`.
    public func save(_ entry: Entry, named name: String) throws {
        try connection.access { connection in
            let statement = try connection.statement("""
                INSERT INTO schedule_history (name, handled_through, last_run_at, last_result)
                VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (name) DO UPDATE SET
                    handled_through = excluded.handled_through, last_run_at = excluded.last_run_at,
                    last_result = excluded.last_result
                """)
            statement.bind(1, name)
            statement.bind(2, entry.handledThrough)
            statement.bind(3, entry.lastRunAt)
            if let result = entry.lastResult { statement.bind(4, result) } else { statement.bind(4, nil as Double?) }
            try statement.step()
        }
    }
}

extension Statement {
    /// The text in `column`, nil when it is NULL (`double` is nil exactly for NULL).
    func optionalText(_ column: Int32) -> String? {
        double(column) == nil ? nil : text(column)
    }
}
