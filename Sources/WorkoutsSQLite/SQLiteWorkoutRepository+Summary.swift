import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository: TrainingSummaryReading {
    /// The per-exercise totals of a period, aggregated in SQL: the same query the summary
    /// benchmark gives the `sqlite3` tool. Besides sets and reps it sums the columns of
    /// `LoadVolumes` (each set's bodyweight is `bodyweightAtSet`), so that `VolumeReport`
    /// can choose each exercise's volume by its load type.
    public static let exerciseTotalsQuery = """
        SELECT name, count(*), total(reps), total(CASE WHEN reps > 0 THEN weight_kg * reps END),
               total(CASE WHEN reps > 0 THEN max(bodyweight - coalesce(weight_kg, 0), 0) * reps END),
               total(CASE WHEN reps > 0 THEN (bodyweight + coalesce(weight_kg, 0)) * reps END),
               count(CASE WHEN reps > 0 AND bodyweight IS NULL THEN 1 END)
        FROM (SELECT e.name AS name, s.exercise_id AS exercise_id, s.reps AS reps, s.weight_kg AS weight_kg,
                     \(bodyweightAtSet) AS bodyweight
              FROM workouts w JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
              WHERE w.started_at >= ?1 AND w.started_at < ?2 AND (?3 OR s.kind <> 'warm-up')
                AND \(setWithinRanges))
        GROUP BY exercise_id ORDER BY name
        """

    /// The best lifts per exercise of a period, maxima estimated with `estimate`.
    public static func bestLiftsQuery(estimate: OneRepMaxEstimate) -> String { """
        SELECT e.name, max(s.weight_kg),
               max(\(estimatedMaximum(estimate)))
        FROM workouts w JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2
          AND s.kind <> 'warm-up' AND s.reps > 0 AND s.weight_kg IS NOT NULL AND \(setWithinRanges)
        GROUP BY s.exercise_id ORDER BY e.name
        """
    }

    /// The best lifts of some exercises (a JSON array of names) before an instant: each
    /// exercise's sets through `sets_by_exercise`, their workouts' starts by id.
    ///
    /// This reads those exercises' whole history; the summary reads `BestLiftSteps`
    /// (kept on write) instead, and tests check the two agree.
    public static func earlierBestLiftsQuery(estimate: OneRepMaxEstimate) -> String { """
        SELECT e.name, max(s.weight_kg), max(\(estimatedMaximum(estimate)))
        FROM exercises e JOIN sets s ON s.exercise_id = e.id JOIN workouts w ON w.id = s.workout_id
        WHERE e.name IN (SELECT value FROM json_each(?1)) AND w.started_at < ?2
          AND s.kind <> 'warm-up' AND s.reps > 0 AND s.weight_kg IS NOT NULL AND \(setWithinRanges)
        GROUP BY e.id ORDER BY e.name
        """
    }

    /// The best lifts of some exercises (a JSON array of names) before an instant from the
    /// steps kept on write (`BestLiftSteps`): one primary-key lookup per exercise. The
    /// summary benchmark gives it to the `sqlite3` tool; liftd runs it per exercise.
    public static let earlierBestLiftStepsQuery = """
        SELECT e.name, b.heaviest_kg, b.estimate_kg
        FROM exercises e JOIN best_lift_steps b ON b.exercise_id = e.id
         AND b.started_at = (SELECT max(started_at) FROM best_lift_steps WHERE exercise_id = e.id AND started_at < ?2)
        WHERE e.name IN (SELECT value FROM json_each(?1)) ORDER BY e.name
        """

    /// The sets of a period the aggregates above leave out: those with a value outside
    /// `ValueRanges`, with their ids and workouts.
    public static let excludedSetsQuery = """
        SELECT \(storedSetColumns)
        FROM workouts w JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2 AND NOT (\(setWithinRanges))
        ORDER BY w.started_at, w.id, s.position, s.exercise_id, s.ordinal
        """

    /// `estimate` in SQL over a set `s`, computed exactly as `OneRepMaxEstimate.estimate`
    /// does (the same operations in the same order): NULL above the rep cap or without weight.
    static func estimatedMaximum(_ estimate: OneRepMaxEstimate) -> String {
        let formula = switch estimate.formula {
        case .epley: "s.weight_kg * (1 + s.reps / 30.0)"
        case .brzycki: "s.weight_kg * 36 / (37.0 - s.reps)"
        case .lombardi: "s.weight_kg * pow(s.reps, 0.10)"
        }
        let cap = min(estimate.repCap, OneRepMaxEstimate.largestRepCap)
        return "CASE WHEN s.weight_kg > 0 AND s.reps BETWEEN 1 AND \(cap) THEN "
            + "CASE WHEN s.reps = 1 THEN s.weight_kg ELSE \(formula) END END"
    }

    public func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume] {
        try connection.access { connection in
            let statement = try connection.statement(Self.exerciseTotalsQuery)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            statement.bind(3, Int64(rules.countsWarmUps ? 1 : 0))
            var totals: [ExerciseVolume] = []
            while try statement.step() {
                let loads = LoadVolumes(
                    external: statement.double(3) ?? 0, assisted: statement.double(4) ?? 0,
                    bodyweightPlusLoad: statement.double(5) ?? 0, setsWithoutBodyweight: Int(statement.integer(6)))
                totals.append(ExerciseVolume(
                    exercise: statement.text(0), sets: Int(statement.integer(1)),
                    reps: Int(saturating: statement.double(2) ?? 0), volumeKilograms: loads.external,
                    loadVolumes: loads))
            }
            return totals
        }
    }

    public func excludedSets(startedIn period: Range<Date>) throws -> [ExcludedRecord] {
        try connection.access { connection in
            let statement = try connection.statement(Self.excludedSetsQuery)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            var stored: [StoredSet] = []
            while try statement.step() { stored.append(Self.storedSet(from: statement)) }
            return stored.screened().excluded
        }
    }

    public func bestLifts(startedIn period: Range<Date>) throws -> [String: BestLift] {
        try connection.access { connection in
            let statement = try connection.statement(Self.bestLiftsQuery(estimate: estimate))
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            return try Self.bestLifts(from: statement)
        }
    }

    public func bestLifts(of exercises: [String], startedBefore date: Date) throws -> [String: BestLift] {
        guard !exercises.isEmpty else { return [:] }
        return try connection.access { connection in
            let steps = BestLiftSteps(connection: connection, estimate: estimate)
            let find = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
            var ids: [String: Int64] = [:]
            for name in Set(exercises) {
                find.reset()
                find.bind(1, name)
                if try find.step() { ids[name] = find.integer(0) }
            }
            find.reset()
            let stale = try ids.values.filter { try steps.isStale($0) }
            if !stale.isEmpty {
                try connection.transaction { for id in stale.sorted() where try steps.isStale(id) { try steps.recompute(id) } }
            }
            var bests: [String: BestLift] = [:]
            for (name, id) in ids { bests[name] = try steps.bestLift(of: id, startedBefore: date) }
            return bests
        }
    }

    /// `bestLifts(of:startedBefore:)` read the old way, from every set of those exercises
    /// (`earlierBestLiftsQuery`): what tests compare the kept steps with.
    public func bestLiftsFromHistory(of exercises: [String], startedBefore date: Date) throws -> [String: BestLift] {
        guard !exercises.isEmpty else { return [:] }
        let names = String(decoding: try JSONEncoder().encode(exercises), as: UTF8.self)
        return try connection.access { connection in
            let statement = try connection.statement(Self.earlierBestLiftsQuery(estimate: estimate))
            statement.bind(1, names)
            statement.bind(2, date)
            return try Self.bestLifts(from: statement)
        }
    }

    static func bestLifts(from statement: Statement) throws -> [String: BestLift] {
        var bests: [String: BestLift] = [:]
        while try statement.step() {
            guard let heaviest = statement.double(1) else { continue }
            bests[statement.text(0)] = BestLift(heaviestKilograms: heaviest, estimatedOneRepMaxKilograms: statement.double(2))
        }
        return bests
    }
}
