import FoundationEssentials

/// A stored set as records see it: its ids, when its workout started, the set itself and
/// the bodyweight known at it.
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
    /// The bodyweight in kilograms known at the set (the nearest measured at or before its
    /// time), when any: what an assisted or bodyweight lift's load is counted from.
    public var bodyweightKilograms: Double?

    /// Set `id` of workout `workout`, which started at `workoutStart`, with
    /// `bodyweightKilograms` known at it.
    public init(id: SetID, workout: WorkoutID, workoutStart: Date, set: WorkoutSet, bodyweightKilograms: Double? = nil) {
        self.id = id
        self.workout = workout
        self.workoutStart = workoutStart
        self.set = set
        self.bodyweightKilograms = bodyweightKilograms
    }

    /// Where the set's session stands among the exercise's sessions.
    public var session: SessionKey { SessionKey(start: workoutStart, workout: workout) }

    /// Whether the set can hold a record of an exercise of `load`: a working set (not a
    /// warm-up) with at least one rep and every value within liftd's ranges, with a weight
    /// above 0 for an external lift (an assisted or bodyweight lift counts without one:
    /// no assistance, or no weight added).
    public func countsForRecords(as load: LoadType) -> Bool {
        guard set.kind.isWorking, set.reps >= 1, set.rangeViolation == nil else { return false }
        guard let weight = set.weightKilograms else { return load != .external }
        return weight.isFinite && (weight > 0 || (load != .external && weight == 0))
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
