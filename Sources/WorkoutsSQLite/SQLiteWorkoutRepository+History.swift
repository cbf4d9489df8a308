import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository: TrainingHistoryReading {
    /// One exercise's sets in a period with their workouts' starts and the bodyweight known at
    /// each (`bodyweightAtSet`, as the weekly totals count it). `CROSS JOIN` keeps
    /// SQLite on the index of workout starts, so the cost follows the period asked for,
    /// not the exercise's whole history. The summary benchmark gives it to the `sqlite3` tool.
    public static let datedSetsQuery = """
        SELECT \(setColumns), w.started_at, \(bodyweightAtSet)
        FROM workouts w CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at >= ?2 AND w.started_at < ?3
          AND s.exercise_id = (SELECT id FROM exercises WHERE name = ?1) AND \(setWithinRanges)
        ORDER BY w.started_at, w.id, s.position, s.ordinal
        """

    /// Sets, reps and volume per workout and exercise of a period, through the index of
    /// workout starts. The summary benchmark gives it to the `sqlite3` tool.
    public static let workoutExerciseTotalsQuery = """
        SELECT w.started_at, e.name, count(*), total(s.reps),
               total(CASE WHEN s.reps > 0 THEN s.weight_kg * s.reps END)
        FROM workouts w CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2 AND (?3 OR s.kind <> 'warm-up') AND \(setWithinRanges)
        GROUP BY w.id, s.exercise_id ORDER BY w.started_at, w.id, e.name
        """

    public func datedSets(of exercise: String, startedIn period: Range<Date>) throws -> [DatedSet] {
        try connection.access { connection in
            guard let exercise = try ExerciseIDs.stored(matching: exercise, connection)?.name else { return [] }
            let statement = try connection.statement(Self.datedSetsQuery)
            statement.bind(1, exercise)
            statement.bind(2, period.lowerBound)
            statement.bind(3, period.upperBound)
            var sets: [DatedSet] = []
            while try statement.step() {
                sets.append(DatedSet(startedAt: statement.date(9) ?? period.lowerBound, set: Self.set(from: statement),
                                     bodyweightKilograms: statement.double(10)))
            }
            return sets
        }
    }

    public func workoutExerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [DatedExerciseVolume] {
        try connection.access { connection in
            let statement = try connection.statement(Self.workoutExerciseTotalsQuery)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            statement.bind(3, Int64(rules.countsWarmUps ? 1 : 0))
            var totals: [DatedExerciseVolume] = []
            while try statement.step() {
                totals.append(DatedExerciseVolume(
                    startedAt: statement.date(0) ?? period.lowerBound,
                    volume: ExerciseVolume(
                        exercise: statement.text(1), sets: Int(statement.integer(2)),
                        reps: Int(saturating: statement.double(3) ?? 0), volumeKilograms: statement.double(4) ?? 0)))
            }
            return totals
        }
    }
}
