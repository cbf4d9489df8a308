import CSQLite
import Workouts

/// SQLite implementations of the Workouts repository protocols.
public enum WorkoutsSQLiteModule {
    /// The version of the SQLite library liftd is linked against.
    public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }
}
