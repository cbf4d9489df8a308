import FoundationEssentials

/// A stored set with the start of its workout, which places it in a week, and the
/// bodyweight known at it, which an assisted or bodyweight set's volume is counted with.
public struct DatedSet: Sendable, Equatable {
    /// When the set's workout started.
    public var startedAt: Date
    /// The set.
    public var set: WorkoutSet
    /// The latest bodyweight measured at or before the set (its `performedAt`, else its
    /// workout's start); nil when none was.
    public var bodyweightKilograms: Double?

    /// `set` of a workout that started at `startedAt`, with the bodyweight known then.
    public init(startedAt: Date, set: WorkoutSet, bodyweightKilograms: Double? = nil) {
        self.startedAt = startedAt
        self.set = set
        self.bodyweightKilograms = bodyweightKilograms
    }
}

/// One exercise's totals in one workout, with the workout's start.
public struct DatedExerciseVolume: Sendable, Equatable {
    /// When the workout started.
    public var startedAt: Date
    /// The exercise's sets, reps and volume in that workout.
    public var volume: ExerciseVolume

    /// `volume` of a workout that started at `startedAt`.
    public init(startedAt: Date, volume: ExerciseVolume) {
        self.startedAt = startedAt
        self.volume = volume
    }
}

/// Reads training over many weeks for trends, through the index on workout starts, so the
/// cost follows the weeks asked for and not the whole history. Like `TrainingSummaryReading`
/// it leaves out sets with a value outside `ValueRanges`.
public protocol TrainingHistoryReading: Sendable {
    /// The sets of `exercise` in the workouts that started in `period`, in workout order, each
    /// with the bodyweight known at it.
    func datedSets(of exercise: String, startedIn period: Range<Date>) throws -> [DatedSet]
    /// Sets, reps and volume per workout and exercise of the workouts that started in
    /// `period`, counting the sets `rules` count.
    func workoutExerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [DatedExerciseVolume]
}
