import FoundationEssentials
import Workouts

/// The workout liftd holds for a workout of an export, by the app's own identity: its name
/// and its start, to the second (an export writes whole seconds; a workout logged in liftd
/// starts within a second of what liftd's own export wrote for it).
enum StoredImportMatch: Equatable {
    /// liftd holds no such workout.
    case none
    /// liftd holds it from the same app (or from an import before apps were remembered,
    /// which this one now claims): the import follows it.
    case followed(WorkoutID)
    /// liftd holds it as logged in liftd, or from another app: the import leaves it alone.
    case leftAlone

    /// The stored workout `workout` of an export of `source` is.
    static func find(_ workout: Workout, from source: WorkoutSource, _ connection: SQLiteConnection) throws -> Self {
        let find = try connection.statement("""
            SELECT w.id, w.imported, s.source FROM workouts w LEFT JOIN workout_sources s ON s.workout_id = w.id
            WHERE w.name = ?1 AND w.started_at > ?2 - 1 AND w.started_at < ?2 + 1
            ORDER BY abs(w.started_at - ?2) LIMIT 1
            """)
        defer { find.reset() }
        find.bind(1, workout.name)
        find.bind(2, workout.start)
        guard try find.step() else { return .none }
        let id = find.integer(0)
        guard find.integer(1) == 1 else { return .leftAlone }
        let storedSource = find.text(2)
        if storedSource.isEmpty {
            try remember(id, as: source, connection)
            return .followed(id)
        }
        return storedSource == source.rawValue ? .followed(id) : .leftAlone
    }

    /// Remembers workout `id` as imported from `source`.
    static func remember(_ id: WorkoutID, as source: WorkoutSource, _ connection: SQLiteConnection) throws {
        let remember = try connection.statement("INSERT OR REPLACE INTO workout_sources (workout_id, source) VALUES (?1, ?2)")
        defer { remember.reset() }
        remember.bind(1, id)
        remember.bind(2, source.rawValue)
        try remember.step()
    }
}
