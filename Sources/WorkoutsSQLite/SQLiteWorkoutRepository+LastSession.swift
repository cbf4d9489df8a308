import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    public func lastSession(of exercise: String, before start: Date, excluding workout: WorkoutID) throws -> ExerciseSession? {
        try connection.access { connection in
            guard let exercise = try ExerciseIDs.stored(matching: exercise, connection) else { return nil }
            // Workouts newest first by their start index, each asked whether it holds the
            // exercise (the sets' (exercise_id, workout_id) index): the first that does wins,
            // without reading the exercise's whole history.
            let latest = try connection.statement("""
                SELECT w.id, w.started_at FROM workouts w
                WHERE w.id <> ?2 AND w.started_at <= ?3
                  AND EXISTS (SELECT 1 FROM sets s WHERE s.exercise_id = ?1 AND s.workout_id = w.id)
                ORDER BY w.started_at DESC, w.id DESC LIMIT 1
                """)
            latest.bind(1, exercise.id)
            latest.bind(2, workout)
            latest.bind(3, start)
            guard try latest.step(), let date = latest.date(1) else { return nil }
            let id = latest.integer(0)
            let sets = try connection.statement("""
                SELECT \(Self.setColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id
                WHERE s.workout_id = ?1 AND s.exercise_id = ?2 ORDER BY s.position, s.ordinal
                """)
            sets.bind(1, id)
            sets.bind(2, exercise.id)
            var session = ExerciseSession(workout: id, date: date, sets: [])
            while try sets.step() { session.sets.append(Self.set(from: sets)) }
            return session
        }
    }
}
