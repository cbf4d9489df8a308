import Foundation

/// Digests of each workout's sets per exercise, kept in `workout_set_digests`: made for the
/// workouts that have none when fingerprints are read, and forgotten when a workout's sets
/// change (see `Schema`), so a read after a small change digests only the workouts it touched
/// instead of every stored set.
enum WorkoutSetDigests {
    /// Counts and sums of every stored value of a workout's sets of one exercise, each value
    /// weighted by its set's id so that a change to any set shows.
    static let digestExpression = """
        count(*) || ':' || total(s.id) || ':' || coalesce(max(s.id), 0) || ':' || total(s.reps) || ':'
        || total(s.reps * s.id) || ':' || total(s.weight_kg) || ':' || total(s.weight_kg * s.id) || ':'
        || total(CASE s.kind WHEN 'normal' THEN 1 WHEN 'warm-up' THEN 2 WHEN 'drop' THEN 3 ELSE 4 END * s.id) || ':'
        || total(s.ordinal * s.id) || ':' || total(s.position * s.id) || ':' || total(s.rpe * s.id) || ':'
        || total(s.duration_s * s.id) || ':' || total(s.distance_m * s.id) || ':' || total(s.performed_at * s.id)
        || ':' || count(s.weight_kg) || ':' || count(s.rpe) || ':' || count(s.duration_s) || ':'
        || count(s.distance_m) || ':' || count(s.performed_at)
        """

    /// Digests the sets within `ValueRanges` of every workout started before `?1` that has
    /// no digest yet, per exercise.
    static let digestSetsQuery = """
        INSERT OR REPLACE INTO workout_set_digests (workout_id, exercise_id, working_sets, all_sets, digest)
        SELECT s.workout_id, s.exercise_id, sum(s.kind <> 'warm-up'), count(*), \(digestExpression)
        FROM workouts w CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at < ?1 AND \(SQLiteWorkoutRepository.setWithinRanges)
          AND NOT EXISTS (SELECT 1 FROM workout_set_digests d WHERE d.workout_id = w.id AND d.exercise_id = 0)
        GROUP BY s.workout_id, s.exercise_id
        """

    /// Marks the workouts digested by `digestSetsQuery` as digested.
    static let markDigestedQuery = """
        INSERT INTO workout_set_digests (workout_id, exercise_id, working_sets, all_sets, digest)
        SELECT w.id, 0, 0, 0, '' FROM workouts w
        WHERE w.started_at < ?1
          AND NOT EXISTS (SELECT 1 FROM workout_set_digests d WHERE d.workout_id = w.id AND d.exercise_id = 0)
        """

    /// Digests every workout started before `end` that has no digest yet, in one transaction.
    static func update(before end: Date, _ connection: SQLiteConnection) throws {
        try connection.transaction {
            for query in [digestSetsQuery, markDigestedQuery] {
                let statement = try connection.statement(query)
                statement.bind(1, end)
                _ = try statement.step()
            }
        }
    }

    /// Forgets the digests of `workout`, whose sets are about to change.
    static func forget(_ workout: Int64, _ connection: SQLiteConnection) throws {
        let statement = try connection.statement("DELETE FROM workout_set_digests WHERE workout_id = ?1")
        statement.bind(1, workout)
        _ = try statement.step()
    }
}
