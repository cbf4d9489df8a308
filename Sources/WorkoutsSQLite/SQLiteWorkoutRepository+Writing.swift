import Foundation
import Workouts

extension SQLiteWorkoutRepository {
    public func insert(_ workout: Workout) throws -> WorkoutID {
        try connection.access { connection in
            try connection.transaction {
                let statement = try connection.statement(
                    "INSERT INTO workouts (name, started_at, ended_at, notes) VALUES (?1, ?2, ?3, ?4)")
                statement.bind(1, workout.name)
                statement.bind(2, workout.start)
                statement.bind(3, workout.end)
                statement.bind(4, workout.notes)
                try statement.step()
                let id = connection.lastInsertedRowID
                var writer = try SetWriter(connection: connection, workout: id, isNew: true, exerciseIDs: ExerciseIDs())
                for set in workout.sets { _ = try writer.write(set) }
                return id
            }
        }
    }

    public func append(_ set: WorkoutSet, toWorkout id: WorkoutID) throws {
        if let problem = set.problem { throw WorkoutStoreError.invalidSet(problem) }
        try connection.access { connection in
            try connection.transaction {
                guard try Self.exists(id, connection) else { throw WorkoutStoreError.unknownWorkout(id) }
                var writer = try SetWriter.continuing(id, exercise: set.exercise, connection: connection)
                _ = try writer.write(set)
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
                    SELECT \(Self.setColumns), s.exercise_id, s.ordinal FROM sets s JOIN exercises e ON e.id = s.exercise_id
                    WHERE s.workout_id = ?1 ORDER BY s.position DESC, s.exercise_id DESC, s.ordinal DESC LIMIT 1
                    """)
                last.bind(1, id)
                guard try last.step() else { return nil }
                let set = Self.set(from: last)
                let key = (exercise: last.integer(9), ordinal: last.integer(10))
                try SetWriter.retireIDs(connection)
                let delete = try connection.statement("DELETE FROM sets WHERE workout_id = ?1 AND exercise_id = ?2 AND ordinal = ?3")
                delete.bind(1, id)
                delete.bind(2, key.exercise)
                delete.bind(3, key.ordinal)
                try delete.step()
                return set
            }
        }
    }

    public func delete(workout id: WorkoutID) throws -> Bool {
        try connection.access { connection in
            try connection.transaction {
                try SetWriter.retireIDs(connection)
                let statement = try connection.statement("DELETE FROM workouts WHERE id = ?1")
                statement.bind(1, id)
                try statement.step()
                return connection.changes == 1
            }
        }
    }

    static func exists(_ id: WorkoutID, _ connection: SQLiteConnection) throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM workouts WHERE id = ?1")
        statement.bind(1, id)
        return try statement.step()
    }
}
