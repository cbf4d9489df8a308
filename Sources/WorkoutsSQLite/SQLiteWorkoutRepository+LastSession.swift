import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    public func lastSession(of exercise: String, before start: Date, excluding workout: WorkoutID) throws -> ExerciseSession? {
        try connection.access { connection in
            guard let exercise = try ExerciseIDs.stored(matching: exercise, connection)?.name else { return nil }
            // The exercise's index (exercise_id, workout_id) finds its workouts; the latest by start wins.
            let latest = try connection.statement("""
                SELECT w.id, w.started_at FROM exercises e
                JOIN sets s ON s.exercise_id = e.id JOIN workouts w ON w.id = s.workout_id
                WHERE e.name = ?1 AND w.id <> ?2 AND w.started_at <= ?3
                ORDER BY w.started_at DESC, w.id DESC LIMIT 1
                """)
            latest.bind(1, exercise)
            latest.bind(2, workout)
            latest.bind(3, start)
            guard try latest.step(), let date = latest.date(1) else { return nil }
            let id = latest.integer(0)
            let sets = try connection.statement("""
                SELECT \(Self.setColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id
                WHERE s.workout_id = ?1 AND e.name = ?2 ORDER BY s.position, s.ordinal
                """)
            sets.bind(1, id)
            sets.bind(2, exercise)
            var session = ExerciseSession(workout: id, date: date, sets: [])
            while try sets.step() { session.sets.append(Self.set(from: sets)) }
            return session
        }
    }
}
