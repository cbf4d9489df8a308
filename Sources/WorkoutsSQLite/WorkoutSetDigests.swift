import Foundation

/// Digests of each workout's sets per exercise, kept in `workout_set_digests`: made for the
/// workouts that have none when fingerprints are read, and forgotten when a workout's sets
/// change (see `Schema`), so a read after a small change digests only the workouts it touched
/// instead of every stored set. A digest is a 62-bit hash of the sets' values kept as two
/// 31-bit halves, so a week's fingerprint can add up its workouts' digests in SQL, exactly
/// and in any order.
enum WorkoutSetDigests {
    /// The workout, its start, and counts and sums of every stored value of its sets of one
    /// exercise, each value weighted by its set's id so that a change to any set shows.
    static let digestExpression = """
        s.workout_id || '@' || w.started_at || ':' || count(*) || ':' || total(s.id) || ':' || coalesce(max(s.id), 0)
        || ':' || total(s.reps) || ':' || total(s.reps * s.id) || ':' || total(s.weight_kg) || ':'
        || total(s.weight_kg * s.id) || ':'
        || total(CASE s.kind WHEN 'normal' THEN 1 WHEN 'warm-up' THEN 2 WHEN 'drop' THEN 3 ELSE 4 END * s.id) || ':'
        || total(s.ordinal * s.id) || ':' || total(s.position * s.id) || ':' || total(s.rpe * s.id) || ':'
        || total(s.duration_s * s.id) || ':' || total(s.distance_m * s.id) || ':' || total(s.performed_at * s.id)
        || ':' || count(s.weight_kg) || ':' || count(s.rpe) || ':' || count(s.duration_s) || ':'
        || count(s.distance_m) || ':' || count(s.performed_at)
        """

    /// The sets within `ValueRanges` of every workout started before `?1` that has no
    /// digest yet, counted and described per exercise.
    static let undigestedSetsQuery = """
        SELECT s.workout_id, s.exercise_id, sum(s.kind <> 'warm-up'), count(*), \(digestExpression)
        FROM workouts w CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at < ?1 AND \(SQLiteWorkoutRepository.setWithinRanges)
          AND NOT EXISTS (SELECT 1 FROM workout_set_digests d WHERE d.workout_id = w.id AND d.exercise_id = 0)
        GROUP BY s.workout_id, s.exercise_id
        """

    /// Marks every workout started before `?1` as digested.
    static let markDigestedQuery = """
        INSERT INTO workout_set_digests (workout_id, exercise_id, working_sets, all_sets, hash_high, hash_low)
        SELECT w.id, 0, 0, 0, 0, 0 FROM workouts w
        WHERE w.started_at < ?1
          AND NOT EXISTS (SELECT 1 FROM workout_set_digests d WHERE d.workout_id = w.id AND d.exercise_id = 0)
        """

    /// Stores one workout's digest of one exercise's sets.
    static let insertQuery = """
        INSERT OR REPLACE INTO workout_set_digests (workout_id, exercise_id, working_sets, all_sets, hash_high, hash_low)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6)
        """

    /// Digests every workout started before `end` that has no digest yet, in one transaction.
    static func update(before end: Date, _ connection: SQLiteConnection) throws {
        try connection.transaction {
            let undigested = try connection.statement(undigestedSetsQuery)
            undigested.bind(1, end)
            var rows: [(workout: Int64, exercise: Int64, working: Int64, all: Int64, hash: UInt64)] = []
            while try undigested.step() {
                rows.append((undigested.integer(0), undigested.integer(1), undigested.integer(2), undigested.integer(3),
                             hash(undigested.text(4))))
            }
            undigested.reset()
            let insert = try connection.statement(insertQuery)
            for row in rows {
                insert.reset()
                insert.bind(1, row.workout)
                insert.bind(2, row.exercise)
                insert.bind(3, row.working)
                insert.bind(4, row.all)
                insert.bind(5, Int64(row.hash >> 31 & 0x7FFF_FFFF))
                insert.bind(6, Int64(row.hash & 0x7FFF_FFFF))
                _ = try insert.step()
            }
            let mark = try connection.statement(markDigestedQuery)
            mark.bind(1, end)
            _ = try mark.step()
        }
    }

    /// Forgets the digests of `workout`, whose sets are about to change.
    static func forget(_ workout: Int64, _ connection: SQLiteConnection) throws {
        let statement = try connection.statement("DELETE FROM workout_set_digests WHERE workout_id = ?1")
        statement.bind(1, workout)
        _ = try statement.step()
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
