import Workouts

/// What writing a file's set did to the set stored under its key.
enum FollowedSet: Equatable {
    /// No set was stored under the key: the file's set was added.
    case added
    /// The stored set holds the file's values.
    case unchanged
    /// The stored set held other values and now holds the file's; `exercise` is its
    /// exercise's row id.
    case updated(exercise: Int64)
}

extension SetWriter {
    /// Writes `set` under its key; a set already stored there is changed to hold `set`'s
    /// values when they differ (`WorkoutSet.holdsSameValues`). Its id stays.
    mutating func follow(_ set: WorkoutSet) throws -> FollowedSet {
        if try write(set) { return .added }
        let exercise = try exerciseIDs.id(of: set.exercise, connection)
        let ordinal = ordinals[exercise] ?? 1
        let stored = try connection.statement("""
            SELECT \(SQLiteWorkoutRepository.setColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id
            WHERE s.workout_id = ?1 AND s.exercise_id = ?2 AND s.ordinal = ?3
            """)
        defer { stored.reset() }
        stored.bind(1, workout)
        stored.bind(2, exercise)
        stored.bind(3, ordinal)
        guard try stored.step() else {
            throw SQLiteError(code: 1, message: "set \(ordinal) of '\(set.exercise)' in workout \(workout) vanished")
        }
        if SQLiteWorkoutRepository.set(from: stored).holdsSameValues(as: set) { return .unchanged }
        let update = try connection.statement("""
            UPDATE sets SET kind = ?4, weight_kg = ?5, reps = ?6, rpe = ?7, duration_s = ?8, distance_m = ?9, notes = ?10
            WHERE workout_id = ?1 AND exercise_id = ?2 AND ordinal = ?3
            """)
        defer { update.reset() }
        update.bind(1, workout)
        update.bind(2, exercise)
        update.bind(3, ordinal)
        update.bind(4, static: Self.storedName(of: set.kind))
        update.bind(5, set.weightKilograms)
        update.bind(6, Int64(set.reps))
        update.bind(7, set.rpe)
        update.bind(8, set.durationSeconds)
        update.bind(9, set.distanceMeters)
        update.bind(10, set.notes)
        try update.step()
        return .updated(exercise: exercise)
    }
}
