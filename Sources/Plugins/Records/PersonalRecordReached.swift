import SignalStore
import Workouts

/// Tells notifiers that a logged set set personal records:
/// `personal-record exercise=… set=… workout=… records=[…]`. Emitted by `log-set`.
public struct PersonalRecordReached: Signal, Equatable {
    public static let wireName = "personal-record"
    /// The exercise.
    public var exercise: String
    /// The set that set them; absent when the only record is the session's volume.
    public var set: SetID?
    /// Its workout.
    public var workout: WorkoutID
    /// The records set, each with its value and the best before it.
    public var records: [ExerciseRecords.Record]

    /// `records` of `exercise`, set by set `set` of workout `workout`.
    public init(exercise: String, set: SetID?, workout: WorkoutID, records: [ExerciseRecords.Record]) {
        self.exercise = exercise
        self.set = set
        self.workout = workout
        self.records = records
    }
}

/// Tells notifiers what records an import set, once per import:
/// `records-updated records=12 exercises=[…]`.
public struct RecordsUpdated: Signal, Equatable {
    public static let wireName = "records-updated"
    /// How many records the import set.
    public var records: Int
    /// The exercises with a new record, by name.
    public var exercises: [String]

    /// `records` records set among `exercises`.
    public init(records: Int, exercises: [String]) {
        self.records = records
        self.exercises = exercises
    }

    /// The summary of `found`, or `nil` when nothing was found.
    public init?(_ found: [NewRecord]) {
        guard !found.isEmpty else { return nil }
        self.init(records: found.count, exercises: Set(found.map(\.exercise)).sorted())
    }
}
