import FoundationEssentials

/// A stored set as a read of the whole log hands it over: its ids, its workout's start and
/// the bodyweight known at it (the one `volume` counts an assisted or bodyweight set with).
public struct LoggedSet: Sendable, Equatable {
    /// The set's id.
    public var id: SetID
    /// Its workout.
    public var workout: WorkoutID
    /// When that workout started.
    public var startedAt: Date
    /// The set.
    public var set: WorkoutSet
    /// The latest bodyweight measured at or before the set (its `performedAt`, else its
    /// workout's start); nil when none was.
    public var bodyweightKilograms: Double?

    /// Set `id` of workout `workout`, started at `startedAt`, with the bodyweight known then.
    public init(id: SetID, workout: WorkoutID, startedAt: Date, set: WorkoutSet, bodyweightKilograms: Double?) {
        self.id = id
        self.workout = workout
        self.startedAt = startedAt
        self.set = set
        self.bodyweightKilograms = bodyweightKilograms
    }

    /// The set as records see it.
    public var recorded: RecordedSet {
        RecordedSet(id: id, workout: workout, workoutStart: startedAt, set: set, bodyweightKilograms: bodyweightKilograms)
    }
}

/// Reads the whole training log in one pass, for a static site that shows all of it. Like
/// `TrainingSummaryReading` it leaves out sets with a value outside `ValueRanges`.
public protocol TrainingLogReading: Sendable {
    /// Hands `body` every set of the workouts that started before `end`, in session order:
    /// workouts by start, then id, sets in their order within the workout.
    func forEachLoggedSet(startedBefore end: Date, _ body: (LoggedSet) throws -> Void) throws
}
