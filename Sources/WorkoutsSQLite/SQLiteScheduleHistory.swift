import FoundationEssentials
import SchedulerContract
import Synchronization

/// The scheduler's history on liftd's SQLite file (its `schedule_history` table): per schedule
/// name, how far its scheduled times are dealt with and how its last run went, so a restart
/// neither repeats nor forgets a run. Writes are durable when they return (WAL,
/// `synchronous = FULL`, like the workouts).
public final class SQLiteScheduleHistory: ScheduleHistory {
    private let connection: Mutex<SQLiteConnection>

    /// Opens or creates the database at `path` (liftd's database) and brings its schema up to date.
    public init(path: String) throws {
        connection = Mutex(try SQLiteConnection.openMigrated(path: path))
    }

    /// The row of the schedule called `name`, nil when it was never seen.
    public func record(named name: String) throws -> ScheduleRecord? {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT handled_through, last_run_at, last_result
                FROM schedule_history WHERE name = ?1
                """)
            statement.bind(1, name)
            guard try statement.step(), let handledThrough = statement.date(0) else { return nil }
            // `double` is nil exactly for NULL, so it tells a NULL result from an empty one.
            let lastResult = statement.double(2) == nil ? nil : statement.text(2)
            return ScheduleRecord(handledThrough: handledThrough, lastRunAt: statement.date(1), lastResult: lastResult)
        }
    }

    /// Stores `record` as the row of the schedule called `name`.
    public func save(_ record: ScheduleRecord, named name: String) throws {
        try connection.access { connection in
            let statement = try connection.statement("""
                INSERT INTO schedule_history (name, handled_through, last_run_at, last_result)
                VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (name) DO UPDATE SET
                    handled_through = excluded.handled_through, last_run_at = excluded.last_run_at,
                    last_result = excluded.last_result
                """)
            statement.bind(1, name)
            statement.bind(2, record.handledThrough)
            statement.bind(3, record.lastRunAt)
            if let result = record.lastResult { statement.bind(4, result) } else { statement.bind(4, nil as Double?) }
            try statement.step()
        }
    }
}
