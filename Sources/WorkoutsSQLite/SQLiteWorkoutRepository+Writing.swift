import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    public func insert(_ workout: Workout) throws -> WorkoutID {
        try connection.access { connection in
            try connection.transaction {
                let existing = try connection.statement("SELECT id FROM workouts WHERE started_at = ?1 AND name = ?2")
                existing.bind(1, workout.start)
                existing.bind(2, workout.name)
                if try existing.step() { throw WorkoutStoreError.workoutExists(existing.integer(0), name: workout.name) }
                existing.reset()
                let statement = try connection.statement(
                    "INSERT INTO workouts (id, name, started_at, ended_at, notes) VALUES (\(Schema.nextWorkoutID), ?1, ?2, ?3, ?4)")
                statement.bind(1, workout.name)
                statement.bind(2, workout.start)
                statement.bind(3, workout.end)
                statement.bind(4, workout.notes)
                try statement.step()
                let id = connection.lastInsertedRowID
                var writer = try SetWriter(connection: connection, workout: id, isNew: true, exerciseIDs: ExerciseIDs())
                var records = RecordMaintainer(store: recordStore(connection))
                for set in workout.sets {
                    if try writer.write(set) { try records.added(writer, set, workoutStart: workout.start) }
                }
                try records.finish()
                return id
            }
        }
    }

    @discardableResult
    public func append(_ set: WorkoutSet, toWorkout id: WorkoutID) throws -> SetID {
        if let problem = set.problem { throw WorkoutStoreError.invalidSet(problem) }
        return try connection.access { connection in
            try connection.transaction {
                guard try Self.exists(id, connection) else { throw WorkoutStoreError.unknownWorkout(id) }
                var writer = try SetWriter.continuing(id, exercise: set.exercise, connection: connection)
                // A set continuing its exercise's numbering takes a key no stored set has.
                guard try writer.write(set), let written = writer.lastWritten else {
                    throw WorkoutStoreError.invalidSet("workout \(id) already holds this set")
                }
                var records = RecordMaintainer(store: recordStore(connection))
                try records.added(writer, set, workoutStart: try Self.start(of: id, connection))
                try records.finish()
                return written.set
            }
        }
    }

    public func finish(workout id: WorkoutID, at end: Date) throws {
        try connection.access { connection in
            try connection.transaction {
                let statement = try connection.statement("UPDATE workouts SET ended_at = ?2 WHERE id = ?1")
                statement.bind(1, id)
                statement.bind(2, end)
                try statement.step()
                guard connection.changes == 1 else { throw WorkoutStoreError.unknownWorkout(id) }
            }
        }
    }

    public func removeLastSet(ofWorkout id: WorkoutID) throws -> WorkoutSet? {
        try connection.access { connection in
            try connection.transaction {
                guard try Self.exists(id, connection) else { throw WorkoutStoreError.unknownWorkout(id) }
                let last = try connection.statement("""
                    SELECT \(Self.setColumns), s.exercise_id, s.ordinal, s.id FROM sets s JOIN exercises e ON e.id = s.exercise_id
                    WHERE s.workout_id = ?1 ORDER BY s.position DESC, s.exercise_id DESC, s.ordinal DESC LIMIT 1
                    """)
                last.bind(1, id)
                guard try last.step() else { return nil }
                let set = Self.set(from: last)
                let key = (exercise: last.integer(9), ordinal: last.integer(10))
                let removed = RecordedSet(id: last.integer(11), workout: id, workoutStart: try Self.start(of: id, connection),
                                          set: set)
                let delete = try connection.statement("DELETE FROM sets WHERE workout_id = ?1 AND exercise_id = ?2 AND ordinal = ?3")
                delete.bind(1, id)
                delete.bind(2, key.exercise)
                delete.bind(3, key.ordinal)
                try delete.step()
                var records = RecordMaintainer(store: recordStore(connection))
                try records.removed(removed, exercise: key.exercise)
                try records.finish()
                return set
            }
        }
    }

    public func delete(workout id: WorkoutID) throws -> Bool {
        try connection.access { connection in
            try connection.transaction {
                let exercises = try Self.exercisesCountingForRecords(in: id, connection)
                let statement = try connection.statement("DELETE FROM workouts WHERE id = ?1")
                statement.bind(1, id)
                try statement.step()
                guard connection.changes == 1 else { return false }
                var records = RecordMaintainer(store: recordStore(connection))
                try records.removedWorkout(id, exercises: exercises)
                try records.finish()
                return true
            }
        }
    }

    static func exists(_ id: WorkoutID, _ connection: SQLiteConnection) throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM workouts WHERE id = ?1")
        statement.bind(1, id)
        return try statement.step()
    }

    /// When workout `id` started.
    static func start(of id: WorkoutID, _ connection: SQLiteConnection) throws -> Date {
        let statement = try connection.statement("SELECT started_at FROM workouts WHERE id = ?1")
        defer { statement.reset() }
        statement.bind(1, id)
        guard try statement.step(), let start = statement.date(0) else { throw WorkoutStoreError.unknownWorkout(id) }
        return start
    }

    /// The exercises (row ids) of workout `id` with a set that may count for records or
    /// for the summary's best lifts (which counts weights of 0 too).
    private static func exercisesCountingForRecords(in id: WorkoutID, _ connection: SQLiteConnection) throws -> Set<Int64> {
        let statement = try connection.statement("""
            SELECT DISTINCT exercise_id FROM sets
            WHERE workout_id = ?1 AND kind <> 'warm-up' AND reps > 0 AND weight_kg IS NOT NULL
            """)
        statement.bind(1, id)
        var exercises: Set<Int64> = []
        while try statement.step() { exercises.insert(statement.integer(0)) }
        return exercises
    }
}
