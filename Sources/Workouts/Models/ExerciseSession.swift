import FoundationEssentials

/// One exercise's sets in one workout: what `log-set` shows as the exercise's last session.
public struct ExerciseSession: Sendable, Equatable, Encodable {
    /// The workout the sets are in.
    public var workout: WorkoutID
    /// When that workout started.
    public var date: Date
    /// The exercise's sets in it, in order.
    public var sets: [WorkoutSet]

    /// The `sets` of workout `workout`, started at `date`.
    public init(workout: WorkoutID, date: Date, sets: [WorkoutSet]) {
        self.workout = workout
        self.date = date
        self.sets = sets
    }
}
