import FoundationEssentials
import Workouts

/// Each exercise's best lifts before any instant, kept on write so a week's summary finds
/// "the best before this week" with one index lookup instead of reading the exercise's
/// history. `best_lift_steps` holds, per exercise, a row at every workout start where the
/// heaviest weight or best estimated maximum so far grew (the values over every set that
/// `earlierBestLiftsQuery` counts, started at or before that start); `best_lift_state` the
/// values so far and the latest start seen. A set that follows everything its exercise has
/// extends them; any other change marks the exercise in `best_lift_stale`, recomputed from
/// its sets when next read.
struct BestLiftSteps {
    let connection: SQLiteConnection
    let estimate: OneRepMaxEstimate

    /// The running values of one exercise.
    struct State: Equatable {
        var through: Date
        var heaviestKilograms: Double
        var estimatedKilograms: Double?

        /// Takes `weight` and `estimated` in; whether either best grew.
        mutating func take(weight: Double, estimated: Double?) -> Bool {
            var grew = false
            if weight > heaviestKilograms { heaviestKilograms = weight; grew = true }
            if let estimated, estimated > estimatedKilograms ?? -.infinity { estimatedKilograms = estimated; grew = true }
            return grew
        }
    }

    /// Whether a set counts for the summary's best lifts, as `earlierBestLiftsQuery` decides.
    static func counts(_ set: WorkoutSet) -> Bool {
        set.kind.isWorking && set.reps > 0 && set.weightKilograms != nil && set.rangeViolation == nil
            && set.exercise.utf8.count <= ValueRanges.maximumNameBytes
    }

    /// The stored state of `exercise`: `nil` when it has none (no counting sets yet);
    /// throws nothing special for stale exercises (ask `isStale` first).
    func state(of exercise: Int64) throws -> State? {
        let statement = try connection.statement("""
            SELECT through, heaviest_kg, estimate_kg FROM best_lift_state WHERE exercise_id = ?1
            """)
        defer { statement.reset() }
        statement.bind(1, exercise)
        guard try statement.step(), let through = statement.date(0), let heaviest = statement.double(1) else { return nil }
        return State(through: through, heaviestKilograms: heaviest, estimatedKilograms: statement.double(2))
    }

    func isStale(_ exercise: Int64) throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM best_lift_stale WHERE exercise_id = ?1")
        defer { statement.reset() }
        statement.bind(1, exercise)
        return try statement.step()
    }

    func markStale(_ exercise: Int64) throws {
        let statement = try connection.statement("INSERT OR IGNORE INTO best_lift_stale (exercise_id) VALUES (?1)")
        defer { statement.reset() }
        statement.bind(1, exercise)
        try statement.step()
    }

    /// Marks every exercise with sets stale and forgets the steps (the estimate changed).
    func invalidateAll() throws {
        try connection.execute("""
            DELETE FROM best_lift_steps; DELETE FROM best_lift_state; DELETE FROM best_lift_stale;
            INSERT INTO best_lift_stale (exercise_id) SELECT DISTINCT exercise_id FROM sets
            """)
    }

    /// Saves the state of `exercise`.
    func save(_ state: State, exercise: Int64) throws {
        try write(state, exercise: exercise, with: """
            INSERT INTO best_lift_state (exercise_id, through, heaviest_kg, estimate_kg) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT (exercise_id) DO UPDATE SET
                through = excluded.through, heaviest_kg = excluded.heaviest_kg, estimate_kg = excluded.estimate_kg
            """)
    }

    /// Records that the bests of `exercise` are `state`'s values from `state.through` on.
    func writeStep(_ state: State, exercise: Int64) throws {
        try write(state, exercise: exercise, with: """
            INSERT INTO best_lift_steps (exercise_id, started_at, heaviest_kg, estimate_kg) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT (exercise_id, started_at) DO UPDATE SET
                heaviest_kg = excluded.heaviest_kg, estimate_kg = excluded.estimate_kg
            """)
    }

    /// Runs `sql`, an insert whose parameters are the exercise, `state.through` and its bests.
    private func write(_ state: State, exercise: Int64, with sql: String) throws {
        let statement = try connection.statement(sql)
        defer { statement.reset() }
        statement.bind(1, exercise)
        statement.bind(2, state.through)
        statement.bind(3, state.heaviestKilograms)
        statement.bind(4, state.estimatedKilograms)
        try statement.step()
    }

    /// Recomputes the steps of `exercise` from its sets (per workout start, the bests of
    /// that start, through the same query the summary used before) and unmarks it.
    func recompute(_ exercise: Int64) throws {
        let clear = try connection.statement("DELETE FROM best_lift_steps WHERE exercise_id = ?1")
        clear.bind(1, exercise)
        try clear.step()
        let forget = try connection.statement("DELETE FROM best_lift_state WHERE exercise_id = ?1")
        forget.bind(1, exercise)
        try forget.step()
        let starts = try connection.statement("""
            SELECT w.started_at, max(s.weight_kg), max(\(SQLiteWorkoutRepository.estimatedMaximum(estimate)))
            FROM sets s JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
            WHERE s.exercise_id = ?1
              AND s.kind <> 'warm-up' AND s.reps > 0 AND s.weight_kg IS NOT NULL
              AND \(SQLiteWorkoutRepository.setWithinRanges)
            GROUP BY w.started_at ORDER BY w.started_at
            """)
        starts.bind(1, exercise)
        var state: State?
        while try starts.step() {
            guard let start = starts.date(0), let heaviest = starts.double(1) else { continue }
            let estimated = starts.double(2)
            if var known = state {
                known.through = start
                if known.take(weight: heaviest, estimated: estimated) { try writeStep(known, exercise: exercise) }
                state = known
            } else {
                let first = State(through: start, heaviestKilograms: heaviest, estimatedKilograms: estimated)
                try writeStep(first, exercise: exercise)
                state = first
            }
        }
        starts.reset()
        if let state { try save(state, exercise: exercise) }
        let unmark = try connection.statement("DELETE FROM best_lift_stale WHERE exercise_id = ?1")
        unmark.bind(1, exercise)
        try unmark.step()
    }

    /// The best lifts of `exercise` over its sets started before `date`: the last step before it.
    func bestLift(of exercise: Int64, startedBefore date: Date) throws -> BestLift? {
        let statement = try connection.statement("""
            SELECT heaviest_kg, estimate_kg FROM best_lift_steps
            WHERE exercise_id = ?1 AND started_at < ?2 ORDER BY started_at DESC LIMIT 1
            """)
        defer { statement.reset() }
        statement.bind(1, exercise)
        statement.bind(2, date)
        guard try statement.step(), let heaviest = statement.double(0) else { return nil }
        return BestLift(heaviestKilograms: heaviest, estimatedOneRepMaxKilograms: statement.double(1))
    }
}
