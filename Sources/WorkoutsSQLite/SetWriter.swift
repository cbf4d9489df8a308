import Workouts

/// Writes the sets of one workout, numbering each exercise's sets (the natural key),
/// resolving exercise names to ids and giving each new set an id never given before (see
/// `Schema`). A set already stored under its key is left alone.
struct SetWriter {
    let connection: SQLiteConnection
    let workout: WorkoutID
    private let insert: Statement
    private var nextPosition: Int64
    /// The id the next new set gets.
    private var nextID: SetID
    private(set) var ordinals: [Int64: Int64] = [:]
    var exerciseIDs: ExerciseIDs
    /// The id and exercise row id of the last set `write` stored new.
    private(set) var lastWritten: (set: SetID, exercise: Int64)?

    /// The columns a set is written to, in the order `bind` binds them.
    private static let columns = """
        workout_id, position, exercise_id, ordinal, kind, weight_kg, reps, rpe, duration_s, distance_m,
        performed_at, notes, id
        """
    /// How many `columns` there are: the parameters of one row.
    private static let columnCount: Int32 = 13

    private static let insertSQL = """
        INSERT INTO sets (\(columns))
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
        ON CONFLICT (workout_id, exercise_id, ordinal) DO NOTHING
        """

    /// Writes sets of `workout`, numbering each exercise's sets from 1 in the order given
    /// (an import's natural keys), placed after the sets already stored.
    /// `nextID`, when given, is the id after every id stored or retired, known from the
    /// writer before it in the same transaction (`followingID`).
    init(connection: SQLiteConnection, workout: WorkoutID, isNew: Bool, exerciseIDs: ExerciseIDs,
         nextID: SetID? = nil) throws {
        self.connection = connection
        self.workout = workout
        self.exerciseIDs = exerciseIDs
        insert = try connection.statement(Self.insertSQL)
        nextPosition = 0
        self.nextID = try nextID ?? Self.nextID(connection)
        if !isNew {
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
        insert.reset()
        bind(set, exercise: exerciseID, id: nextID, to: insert, after: 0)
        try insert.step()
        guard connection.changes == 1 else { return false }
        lastWritten = (nextID, exerciseID)
        nextID += 1
        return true
    }

    /// Binds `set`'s columns, in `insertSQL`'s order, to the parameters after `offset`,
    /// numbering it (position, ordinal) after the sets before it.
    private mutating func bind(_ set: WorkoutSet, exercise exerciseID: Int64, id: SetID, to statement: Statement,
                               after offset: Int32) {
        let ordinal = (ordinals[exerciseID] ?? 0) + 1
        ordinals[exerciseID] = ordinal
        statement.bind(offset + 1, workout)
        statement.bind(offset + 2, nextPosition)
        statement.bind(offset + 3, exerciseID)
        statement.bind(offset + 4, ordinal)
        statement.bind(offset + 5, static: Self.storedName(of: set.kind))
        statement.bind(offset + 6, set.weightKilograms)
        statement.bind(offset + 7, Int64(set.reps))
        statement.bind(offset + 8, set.rpe)
        statement.bind(offset + 9, set.durationSeconds)
        statement.bind(offset + 10, set.distanceMeters)
        statement.bind(offset + 11, set.performedAt)
        if set.notes.isEmpty { statement.bind(offset + 12, static: "") } else { statement.bind(offset + 12, set.notes) }
        statement.bind(offset + 13, id)
        nextPosition += 1
    }

    /// The id the next new set gets (for the next writer in the same transaction).
    var followingID: SetID { nextID }

    /// The most sets one statement of `writeAllNew` inserts (`columnCount` parameters each);
    /// it inserts them by powers of two up to this one.
    static let rowsPerInsert = 32

    /// `INSERT INTO sets` of `rows` rows, for each count up to `rowsPerInsert`. `OR FAIL`:
    /// the workout's savepoint undoes a failed statement's rows, so SQLite keeps no journal
    /// of its own per statement (with one, a second statement per workout cost a tenth more).
    private static let multiRowInsertSQL: [String] = (0...rowsPerInsert).map { rows in
        let row = "(" + Array(repeating: "?", count: Int(columnCount)).joined(separator: ",") + ")"
        return "INSERT OR FAIL INTO sets (\(columns)) VALUES \(Array(repeating: row, count: rows).joined(separator: ","))"
    }

    /// Whether the workout holds no set yet, so none of `writeAllNew`'s sets can meet a key
    /// already stored (a new workout's id could only meet sets left behind by a deletion
    /// that skipped the foreign keys' cascade).
    func holdsNoSets() throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM sets WHERE workout_id = ?1 LIMIT 1")
        defer { statement.reset() }
        statement.bind(1, workout)
        return try !statement.step()
    }

    /// Writes every set of `sets`, all new (`holdsNoSets`), up to `rowsPerInsert` a
    /// statement instead of one: an import's sets cost a statement's start and end a few
    /// times per workout, not per set. Returns each set's id and exercise row id, in order. Stores
    /// what `write` called on each in turn stores, and fails where it fails.
    mutating func writeAllNew(_ sets: [WorkoutSet]) throws -> [(set: SetID, exercise: Int64)] {
        for set in sets {
            if let problem = set.problem { throw WorkoutStoreError.invalidSet(problem) }
        }
        var written: [(set: SetID, exercise: Int64)] = []
        written.reserveCapacity(sets.count)
        var start = sets.startIndex
        while start < sets.endIndex {
            // A power of two: at most six statements stay prepared, whatever the workouts' sizes.
            let remaining = min(sets.endIndex - start, Self.rowsPerInsert)
            let end = start + (1 << (Int.bitWidth - 1 - remaining.leadingZeroBitCount))
            var exercises: [Int64] = []
            exercises.reserveCapacity(end - start)
            for set in sets[start..<end] { exercises.append(try exerciseIDs.id(of: set.exercise, connection)) }
            let statement = try connection.statement(Self.multiRowInsertSQL[end - start])
            for (row, set) in sets[start..<end].enumerated() {
                bind(set, exercise: exercises[row], id: nextID + SetID(row), to: statement, after: Int32(row) * Self.columnCount)
            }
            try statement.step()
            guard connection.changes == Int32(end - start) else {
                throw SQLiteError(code: 1, message: "\(end - start) sets of workout \(workout) inserted as \(connection.changes)")
            }
            for exercise in exercises {
                written.append((nextID, exercise))
                nextID += 1
            }
            start = end
        }
        lastWritten = written.last
        return written
    }

    /// The id after every id stored or retired.
    private static func nextID(_ connection: SQLiteConnection) throws -> SetID {
        try connection.integer("""
            SELECT max(coalesce((SELECT max(id) FROM sets), 0), (SELECT highest FROM retired_set_ids)) + 1
            """)
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
