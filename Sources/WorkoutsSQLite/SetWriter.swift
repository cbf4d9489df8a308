import Workouts

/// Writes the sets of one workout, numbering each exercise's sets (the natural key) and
/// resolving exercise names to ids. A set already stored under its key is left alone.
struct SetWriter {
    let connection: SQLiteConnection
    let workout: WorkoutID
    private var nextPosition: Int64 = 0
    private var ordinals: [Int64: Int64] = [:]
    private var exerciseIDs: ExerciseIDs

    /// Writes sets of a workout whose sets are all being written now, in order.
    init(connection: SQLiteConnection, workout: WorkoutID, exerciseIDs: ExerciseIDs = ExerciseIDs()) {
        self.connection = connection
        self.workout = workout
        self.exerciseIDs = exerciseIDs
    }

    /// Writes sets after those already stored in `workout` for `exercise`.
    init(continuing workout: WorkoutID, connection: SQLiteConnection, exercise: String) throws {
        self.init(connection: connection, workout: workout)
        let position = try connection.statement("SELECT coalesce(max(position) + 1, 0) FROM sets WHERE workout_id = ?1")
        position.bind(1, workout)
        _ = try position.step()
        nextPosition = position.integer(0)
        let exerciseID = try exerciseIDs.id(of: exercise, connection)
        let ordinal = try connection.statement(
            "SELECT coalesce(max(ordinal), 0) FROM sets WHERE workout_id = ?1 AND exercise_id = ?2")
        ordinal.bind(1, workout)
        ordinal.bind(2, exerciseID)
        _ = try ordinal.step()
        ordinals[exerciseID] = ordinal.integer(0)
    }

    /// The exercise ids learnt while writing, for the next workout.
    var learntExerciseIDs: ExerciseIDs { exerciseIDs }

    /// Writes `set`; returns whether it was new (`false`: already stored under its key).
    mutating func write(_ set: WorkoutSet) throws -> Bool {
        if let problem = set.problem { throw WorkoutStoreError.invalidSet(problem) }
        let exerciseID = try exerciseIDs.id(of: set.exercise, connection)
        let ordinal = (ordinals[exerciseID] ?? 0) + 1
        ordinals[exerciseID] = ordinal
        let statement = try connection.statement("""
            INSERT INTO sets (workout_id, position, exercise_id, ordinal, kind, weight_kg, reps, rpe,
                              duration_s, distance_m, performed_at, notes)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
            ON CONFLICT (workout_id, exercise_id, ordinal) DO NOTHING
            """)
        statement.bind(1, workout)
        statement.bind(2, nextPosition)
        statement.bind(3, exerciseID)
        statement.bind(4, ordinal)
        statement.bind(5, set.kind.rawValue)
        statement.bind(6, set.weightKilograms)
        statement.bind(7, Int64(set.reps))
        statement.bind(8, set.rpe)
        statement.bind(9, set.durationSeconds)
        statement.bind(10, set.distanceMeters)
        statement.bind(11, set.performedAt)
        statement.bind(12, set.notes)
        try statement.step()
        nextPosition += 1
        return connection.changes == 1
    }
}

/// Exercise name → row id, inserting names not yet stored.
struct ExerciseIDs {
    private var known: [String: Int64] = [:]

    mutating func id(of name: String, _ connection: SQLiteConnection) throws -> Int64 {
        if let id = known[name] { return id }
        let insert = try connection.statement("INSERT INTO exercises (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
        insert.bind(1, name)
        try insert.step()
        let select = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
        select.bind(1, name)
        guard try select.step() else { throw SQLiteError(code: 1, message: "exercise '\(name)' vanished") }
        let id = select.integer(0)
        known[name] = id
        return id
    }
}
