import Synchronization
import Workouts

/// The workout repository on a SQLite file: reading, writing and importing workouts.
///
/// Durability: the database runs in WAL mode with `PRAGMA synchronous = FULL`, so every
/// commit fsyncs the write-ahead log before it returns, and a method returns only after its
/// commit. An acknowledged write therefore survives power loss, not just a crash of liftd.
/// (`NORMAL` would skip that fsync in WAL mode and may lose the last commits on power
/// loss; `EXTRA` adds nothing for WAL.) Imports amortise the fsync by committing in
/// batches of whole workouts.
public final class SQLiteWorkoutRepository: WorkoutRepository {
    let connection: Mutex<SQLiteConnection>
    /// Sets per import transaction (whole workouts are never split across transactions).
    let importBatchSize: Int
    /// The estimate personal records are rated with (config `estimated-max:`).
    public let estimate: OneRepMaxEstimate
    /// Gives each exercise's load type, which decides what its records count (the built-in
    /// catalog with config `exercises:`, as at start).
    public let catalog: ExerciseCatalog
    /// The exercises opening merged because they differed only by spelling (case, runs of
    /// whitespace, Unicode normalization), for the daemon to log; empty on most opens.
    public let mergedSpellings: [MergedExercise]

    /// Opens or creates the database at `path`, brings its schema up to date, merges exercises
    /// stored apart only by spelling (`mergedSpellings`) and builds
    /// the personal records when they were never built or were built with another estimate,
    /// and those of each exercise whose load type in `catalog` is not the one they were built for.
    public init(path: String, importBatchSize: Int = 20_000, estimate: OneRepMaxEstimate = .standard,
                catalog: ExerciseCatalog = .builtIn) throws {
        let connection = try SQLiteConnection.openMigrated(path: path)
        mergedSpellings = try connection.transaction {
            let merged = try ExerciseSpellingMerge.run(connection, catalog: catalog)
            try RecordStore(connection: connection, estimate: estimate, catalog: catalog).rebuildIfNeeded()
            return merged
        }
        self.connection = Mutex(connection)
        self.importBatchSize = max(1, importBatchSize)
        self.estimate = estimate
        self.catalog = catalog
    }

    /// The records tables of `connection`, by this repository's estimate and catalog.
    func recordStore(_ connection: SQLiteConnection) -> RecordStore {
        RecordStore(connection: connection, estimate: estimate, catalog: catalog)
    }

    /// The schema version the database is at.
    public var schemaVersion: Int {
        get throws { try connection.access { Int(try $0.integer("PRAGMA user_version")) } }
    }

    /// The journal mode and synchronous level in effect, e.g. `("wal", 2)`.
    public var durabilitySettings: (journalMode: String, synchronous: Int) {
        get throws {
            try connection.access { connection in
                let statement = try connection.statement("PRAGMA journal_mode")
                _ = try statement.step()
                return (statement.text(0), Int(try connection.integer("PRAGMA synchronous")))
            }
        }
    }
}
