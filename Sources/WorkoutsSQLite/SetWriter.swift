import Workouts

/// Writes the sets of one workout, numbering each exercise's sets (the natural key),
/// resolving exercise names to ids and giving each new set an id never given before (see
/// `Schema`). A set already stored under its key is left alone.
struct SetWriter {
    private let connection: SQLiteConnection
    let workout: WorkoutID
    private let insert: Statement
    private var nextPosition: Int64
    /// The id the next new set gets.
    private var nextID: SetID
    private var ordinals: [Int64: Int64] = [:]
    private(set) var exerciseIDs: ExerciseIDs
    /// The id and exercise row id of the last set `write` stored new.
    private(set) var lastWritten: (set: SetID, exercise: Int64)?

    private static let insertSQL = """
        INSERT INTO sets (workout_id, position, exercise_id, ordinal, kind, weight_kg, reps, rpe,
                          duration_s, distance_m, performed_at, notes, id)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
        ON CONFLICT (workout_id, exercise_id, ordinal) DO NOTHING
        """

    /// Writes sets of `workout`, numbering each exercise's sets from 1 in the order given
    /// (an import's natural keys), placed after the sets already stored.
    init(connection: SQLiteConnection, workout: WorkoutID, isNew: Bool, exerciseIDs: ExerciseIDs) throws {
        self.connection = connection
        self.workout = workout
        self.exerciseIDs = exerciseIDs
        insert = try connection.statement(Self.insertSQL)
        nextPosition = 0
        nextID = try Self.nextID(connection)
        if !isNew {
            try WorkoutSetDigests.forget(workout, connection)
            let position = try connection.statement("SELECT coalesce(max(position) + 1, 0) FROM sets WHERE workout_id = ?1")
            position.bind(1, workout)
            _ = try position.step()
            nextPosition = position.integer(0)
        }
    }

    /// Writes sets of `workout` after those already stored for `exercise` (a logged set).
    static func continuing(_ workout: WorkoutID, exercise: String, connection: SQLiteConnection) throws -> SetWriter {
        var writer = try SetWriter(connection: connection, workout: workout, isNew: false, exerciseIDs: ExerciseIDs())
        let exerciseID = try writer.exerciseIDs.id(of: exercise, connection)
        let ordinal = try connection.statement(
            "SELECT coalesce(max(ordinal), 0) FROM sets WHERE workout_id = ?1 AND exercise_id = ?2")
        ordinal.bind(1, workout)
        ordinal.bind(2, exerciseID)
        _ = try ordinal.step()
        writer.ordinals[exerciseID] = ordinal.integer(0)
        return writer
    }

    /// Numbers the next sets of `exercise` after `count` sets an earlier piece of the same
    /// import already numbered.
    mutating func skipOrdinals(_ count: Int, of exercise: String) throws {
        let exerciseID = try exerciseIDs.id(of: exercise, connection)
        ordinals[exerciseID] = Int64(count)
    }

    /// Writes `set`; returns whether it was new (`false`: already stored under its key).
    mutating func write(_ set: WorkoutSet) throws -> Bool {
        if let problem = set.problem { throw WorkoutStoreError.invalidSet(problem) }
        let exerciseID = try exerciseIDs.id(of: set.exercise, connection)
        let ordinal = (ordinals[exerciseID] ?? 0) + 1
        ordinals[exerciseID] = ordinal
        insert.reset()
        insert.bind(1, workout)
        insert.bind(2, nextPosition)
        insert.bind(3, exerciseID)
        insert.bind(4, ordinal)
        insert.bind(5, static: Self.storedName(of: set.kind))
        insert.bind(6, set.weightKilograms)
        insert.bind(7, Int64(set.reps))
        insert.bind(8, set.rpe)
        insert.bind(9, set.durationSeconds)
        insert.bind(10, set.distanceMeters)
        insert.bind(11, set.performedAt)
        if set.notes.isEmpty { insert.bind(12, static: "") } else { insert.bind(12, set.notes) }
        insert.bind(13, nextID)
        try insert.step()
        nextPosition += 1
        guard connection.changes == 1 else { return false }
        lastWritten = (nextID, exerciseID)
        nextID += 1
        return true
    }

    /// The id after every id stored or retired.
    private static func nextID(_ connection: SQLiteConnection) throws -> SetID {
        try connection.integer("""
            SELECT max(coalesce((SELECT max(id) FROM sets), 0), (SELECT highest FROM retired_set_ids)) + 1
            """)
    }

    /// Retires every id stored so far, so none is given again: run before deleting sets.
    static func retireIDs(_ connection: SQLiteConnection) throws {
        try connection.run(
            "UPDATE retired_set_ids SET highest = max(highest, coalesce((SELECT max(id) FROM sets), 0))")
    }
}

extension SetWriter {
    /// The kind as the `sets.kind` column stores it (`SetKind`'s raw value).
    static func storedName(of kind: SetKind) -> StaticString {
        switch kind {
        case .normal: "normal"
        case .warmUp: "warm-up"
        case .drop: "drop"
        case .failure: "failure"
        }
    }
}

/// Exercise name → row id, inserting names not yet stored. Remembers the last name asked
/// for, since sets of one exercise come together.
struct ExerciseIDs {
    private var known: [String: Int64] = [:]
    private var last: (name: String, id: Int64)?

    mutating func id(of name: String, _ connection: SQLiteConnection) throws -> Int64 {
        if let last, last.name == name { return last.id }
        let id = try known[name] ?? lookUp(name, connection)
        known[name] = id
        last = (name, id)
        return id
    }

    private func lookUp(_ name: String, _ connection: SQLiteConnection) throws -> Int64 {
        let insert = try connection.statement("INSERT INTO exercises (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
        insert.bind(1, name)
        try insert.step()
        let select = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
        select.bind(1, name)
        guard try select.step() else { throw SQLiteError(code: 1, message: "exercise '\(name)' vanished") }
        return select.integer(0)
    }
}
