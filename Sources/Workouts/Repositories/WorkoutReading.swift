import FoundationEssentials

/// Reads stored workouts: listings, one workout with its sets, and sets in a period.
public protocol WorkoutReading: Sendable {
    /// The most recent workouts first, at most `limit`.
    func workouts(limit: Int) throws -> [WorkoutSummary]
    /// Workout `id` with its sets in order, or `nil` when there is none.
    func workout(id: WorkoutID) throws -> Workout?
    /// The most recent workout started by a lifter (not imported) and not yet finished.
    func workoutInProgress() throws -> WorkoutSummary?
    /// Every set of the workouts that started in `period`, with where each is stored, in
    /// workout and set order.
    func storedSets(startedIn period: Range<Date>) throws -> [StoredSet]
    /// The sets of `exercise` in the latest workout other than `workout` that started at or
    /// before `start` and holds any, or `nil` when none does.
    func lastSession(of exercise: String, before start: Date, excluding workout: WorkoutID) throws -> ExerciseSession?
}

extension WorkoutReading {
    /// Every set of the workouts that started in `period`, in workout and set order.
    public func sets(startedIn period: Range<Date>) throws -> [WorkoutSet] {
        try storedSets(startedIn: period).map(\.set)
    }
}
