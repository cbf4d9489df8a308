import Workouts

extension SQLiteWorkoutRepository {
    public func storedSets(ofWorkout id: WorkoutID) throws -> [StoredSet]? {
        try connection.access { connection in
            guard try Self.exists(id, connection) else { return nil }
            let sets = try connection.statement("""
                SELECT \(Self.storedSetColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id
                WHERE s.workout_id = ?1 ORDER BY s.position, s.exercise_id, s.ordinal
                """)
            sets.bind(1, id)
            var stored: [StoredSet] = []
            while try sets.step() { stored.append(Self.storedSet(from: sets)) }
            return stored
        }
    }

    public func deleteSet(id: SetID) throws -> StoredSet? {
        try connection.access { connection in
            try connection.transaction {
                guard let found = try Self.findSet(id, connection) else { return nil }
                let delete = try connection.statement("DELETE FROM sets WHERE id = ?1")
                delete.bind(1, id)
                try delete.step()
                var records = RecordMaintainer(store: recordStore(connection))
                try records.removed(try Self.recorded(found.stored, connection), exercise: found.exercise)
                try records.finish()
                return found.stored
            }
        }
    }

    public func updateSet(id: SetID, with change: SetChange) throws -> StoredSet? {
        try connection.access { connection in
            try connection.transaction {
                guard let found = try Self.findSet(id, connection) else { return nil }
                let changed = change.applied(to: found.stored.set)
                if let problem = changed.problem { throw WorkoutStoreError.invalidSet(problem) }
                var key = (exercise: found.exercise, ordinal: found.ordinal)
                if changed.exercise != found.stored.set.exercise {
                    key = try Self.lastKey(of: changed.exercise, in: found.stored.workout, connection)
                }
                let update = try connection.statement("""
                    UPDATE sets SET exercise_id = ?2, ordinal = ?3, kind = ?4, weight_kg = ?5, reps = ?6, rpe = ?7
                    WHERE id = ?1
                    """)
                update.bind(1, id)
                update.bind(2, key.exercise)
                update.bind(3, key.ordinal)
                update.bind(4, static: SetWriter.storedName(of: changed.kind))
                update.bind(5, changed.weightKilograms)
                update.bind(6, Int64(changed.reps))
                update.bind(7, changed.rpe)
                try update.step()
                let stored = StoredSet(id: id, workout: found.stored.workout, set: changed)
                var records = RecordMaintainer(store: recordStore(connection))
                try records.updated(from: try Self.recorded(found.stored, connection), of: found.exercise,
                                    to: try Self.recorded(stored, connection), of: key.exercise, estimate: estimate)
                try records.finish()
                return stored
            }
        }
    }

    /// `stored` as records see it, with its workout's start.
    static func recorded(_ stored: StoredSet, _ connection: SQLiteConnection) throws -> RecordedSet {
        RecordedSet(id: stored.id, workout: stored.workout, workoutStart: try start(of: stored.workout, connection),
                    set: stored.set)
    }

    static let storedSetColumns = setColumns + ", s.id, s.workout_id, s.exercise_id, s.ordinal"

    /// The stored set in the current row of a statement selecting `storedSetColumns`.
    static func storedSet(from row: Statement) -> StoredSet {
        StoredSet(id: row.integer(9), workout: row.integer(10), set: set(from: row))
    }

    /// Set `id` with its natural key, or `nil` when there is none.
    private static func findSet(
        _ id: SetID, _ connection: SQLiteConnection
    ) throws -> (stored: StoredSet, exercise: Int64, ordinal: Int64)? {
        let find = try connection.statement("""
            SELECT \(storedSetColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id WHERE s.id = ?1
            """)
        defer { find.reset() }
        find.bind(1, id)
        guard try find.step() else { return nil }
        return (storedSet(from: find), find.integer(11), find.integer(12))
    }

    /// The natural key a set of `exercise` takes when it joins workout `workout` last among
    /// that exercise's sets (the exercise is stored if new).
    private static func lastKey(
        of exercise: String, in workout: WorkoutID, _ connection: SQLiteConnection
    ) throws -> (exercise: Int64, ordinal: Int64) {
        var exerciseIDs = ExerciseIDs()
        let exerciseID = try exerciseIDs.id(of: exercise, connection)
        let ordinal = try connection.statement(
            "SELECT coalesce(max(ordinal), 0) + 1 FROM sets WHERE workout_id = ?1 AND exercise_id = ?2")
        ordinal.bind(1, workout)
        ordinal.bind(2, exerciseID)
        _ = try ordinal.step()
        return (exerciseID, ordinal.integer(0))
    }
}
