import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository: TrainingLogReading {
    /// Every set within liftd's ranges of the workouts that started before an instant, with
    /// its workout's start and the bodyweight known at it (`bodyweightAtSet`, as the weekly
    /// totals count it), in session order: one scan, however long the history.
    public static let loggedSetsQuery = """
        SELECT \(setColumns), s.id, w.id, w.started_at, \(bodyweightAtSet)
        FROM workouts w CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at < ?1 AND \(setWithinRanges)
        ORDER BY w.started_at, w.id, s.position, s.exercise_id, s.ordinal
        """

    public func forEachLoggedSet(startedBefore end: Date, _ body: (LoggedSet) throws -> Void) throws {
        try connection.access { connection in
            let statement = try connection.statement(Self.loggedSetsQuery)
            statement.bind(1, end)
            while try statement.step() {
                try body(LoggedSet(
                    id: statement.integer(9), workout: statement.integer(10),
                    startedAt: statement.date(11) ?? Date(timeIntervalSince1970: 0), set: Self.set(from: statement),
                    bodyweightKilograms: statement.double(12)))
            }
        }
    }
}
