import FoundationEssentials

/// A stored set as records see it: its ids, when its workout started and the set itself.
/// Records are computed over an exercise's sets in session order: workouts by start (then
/// id), sets in their order within the workout.
public struct RecordedSet: Sendable, Equatable {
    /// The set's id.
    public var id: SetID
    /// The workout it belongs to.
    public var workout: WorkoutID
    /// When that workout started.
    public var workoutStart: Date
    /// The set.
    public var set: WorkoutSet

    /// Set `id` of workout `workout`, which started at `workoutStart`.
    public init(id: SetID, workout: WorkoutID, workoutStart: Date, set: WorkoutSet) {
        self.id = id
        self.workout = workout
        self.workoutStart = workoutStart
        self.set = set
    }

    /// Where the set's session stands among the exercise's sessions.
    public var session: SessionKey { SessionKey(start: workoutStart, workout: workout) }

    /// Whether the set can hold a record: a working set (not a warm-up) with at least one
    /// rep, a weight above 0 and every value within liftd's ranges.
    public var countsForRecords: Bool {
        guard set.kind.isWorking, set.reps >= 1, let weight = set.weightKilograms, weight > 0, weight.isFinite
        else { return false }
        return set.rangeViolation == nil
    }
}

/// A workout's place in time for records: its start, then its id for equal starts.
public struct SessionKey: Sendable, Equatable, Hashable, Codable, Comparable {
    /// When the workout started.
    public var start: Date
    /// The workout.
    public var workout: WorkoutID

    /// The session of `workout`, started at `start`.
    public init(start: Date, workout: WorkoutID) {
        self.start = start
        self.workout = workout
    }

    public static func < (left: Self, right: Self) -> Bool {
        (left.start, left.workout) < (right.start, right.workout)
    }
}
