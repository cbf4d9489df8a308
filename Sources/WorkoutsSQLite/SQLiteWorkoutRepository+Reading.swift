import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    public func workouts(limit: Int) throws -> [WorkoutSummary] {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT w.id, w.name, w.started_at, w.ended_at,
                       (SELECT count(*) FROM sets s WHERE s.workout_id = w.id)
                FROM workouts w ORDER BY w.started_at DESC, w.id DESC LIMIT ?1
                """)
            statement.bind(1, Int64(limit))
            var summaries: [WorkoutSummary] = []
            while try statement.step() {
                summaries.append(WorkoutSummary(
                    id: statement.integer(0), name: statement.text(1),
                    start: statement.date(2) ?? Date(timeIntervalSince1970: 0), end: statement.date(3),
                    setCount: Int(statement.integer(4))))
            }
            return summaries
        }
    }

    public func workoutInProgress() throws -> WorkoutSummary? {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT w.id, w.name, w.started_at, (SELECT count(*) FROM sets s WHERE s.workout_id = w.id)
                FROM workouts w WHERE w.ended_at IS NULL AND w.imported = 0
                ORDER BY w.started_at DESC, w.id DESC LIMIT 1
                """)
            guard try statement.step() else { return nil }
            return WorkoutSummary(
                id: statement.integer(0), name: statement.text(1),
                start: statement.date(2) ?? Date(timeIntervalSince1970: 0), end: nil,
                setCount: Int(statement.integer(3)))
        }
    }

    public func workout(id: WorkoutID) throws -> Workout? {
        try connection.access { connection in
            let header = try connection.statement("SELECT name, started_at, ended_at, notes FROM workouts WHERE id = ?1")
            header.bind(1, id)
            guard try header.step() else { return nil }
            var workout = Workout(
                id: id, name: header.text(0), start: header.date(1) ?? Date(timeIntervalSince1970: 0),
                end: header.date(2), notes: header.text(3))
            let sets = try connection.statement("""
                SELECT \(Self.setColumns) FROM sets s JOIN exercises e ON e.id = s.exercise_id
                WHERE s.workout_id = ?1 ORDER BY s.position, s.exercise_id, s.ordinal
                """)
            sets.bind(1, id)
            while try sets.step() { workout.sets.append(Self.set(from: sets)) }
            return workout
        }
    }

    public func storedSets(startedIn period: Range<Date>) throws -> [StoredSet] {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT \(Self.storedSetColumns) FROM workouts w
                JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
                WHERE w.started_at >= ?1 AND w.started_at < ?2
                ORDER BY w.started_at, w.id, s.position, s.exercise_id, s.ordinal
                """)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            var sets: [StoredSet] = []
            while try statement.step() { sets.append(Self.storedSet(from: statement)) }
            return sets
        }
    }

    static let setColumns = "e.name, s.kind, s.weight_kg, s.reps, s.rpe, s.duration_s, s.distance_m, s.performed_at, s.notes"

    /// The set in the current row of a statement selecting `setColumns`.
    static func set(from row: Statement) -> WorkoutSet {
        WorkoutSet(
            exercise: row.text(0), kind: SetKind(rawValue: row.text(1)) ?? .normal,
            weightKilograms: row.double(2), reps: Int(row.integer(3)), rpe: row.double(4),
            durationSeconds: row.double(5), distanceMeters: row.double(6), performedAt: row.date(7),
            notes: row.text(8))
    }
}
