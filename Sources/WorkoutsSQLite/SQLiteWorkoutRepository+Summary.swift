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

    /// The sets of a period the aggregates above leave out: those with a value outside
    /// `ValueRanges`, with their ids and workouts.
    public static let excludedSetsQuery = """
        SELECT \(storedSetColumns)
        FROM workouts w JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2 AND NOT (\(setWithinRanges))
        ORDER BY w.started_at, w.id, s.position, s.exercise_id, s.ordinal
        """

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
}
