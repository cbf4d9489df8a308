import FoundationEssentials

/// One step in an exercise's record history: a set (or, for session volume, a workout)
/// that beat every earlier one of its kind, or a baseline that had nothing to beat (the
/// exercise's first session, or the first set at a weight). Values are compared in
/// hundredths and kept exact beside them, so that what people see is rounded once.
public struct RecordEntry: Sendable, Equatable, Hashable, Codable {
    /// Which record.
    public var kind: RecordKind
    /// For `mostReps`, the weight (hundredths of a kg) the reps were done at; 0 otherwise.
    public var weightHundredths: Int64
    /// The value reached, in hundredths of kg (or of reps for `mostReps`).
    public var valueHundredths: Int64
    /// The best before it; `nil` for a baseline.
    public var previousHundredths: Int64?
    /// The value reached, exact (kg, or reps): what is shown, rounded where written.
    public var value: Double
    /// The best before it, exact; `nil` for a baseline.
    public var previous: Double?
    /// The set that reached it; 0 for session volume, which a workout reaches.
    public var set: SetID
    /// The workout it was reached in.
    public var workout: WorkoutID
    /// When that workout started.
    public var date: Date
    /// `true` for a record; `false` for a baseline, which had nothing to beat.
    public var isRecord: Bool

    /// An entry with every field given; the exact values default to the hundredths'.
    public init(kind: RecordKind, weightHundredths: Int64 = 0, valueHundredths: Int64, previousHundredths: Int64?,
                value: Double? = nil, previous: Double? = nil,
                set: SetID, workout: WorkoutID, date: Date, isRecord: Bool) {
        self.kind = kind
        self.weightHundredths = weightHundredths
        self.valueHundredths = valueHundredths
        self.previousHundredths = previousHundredths
        self.value = value ?? Hundredths.value(valueHundredths)
        self.previous = previous ?? previousHundredths.map(Hundredths.value)
        self.set = set
        self.workout = workout
        self.date = date
        self.isRecord = isRecord
    }

    /// What identifies the entry in a history: kind, weight, set and workout. A session's
    /// volume entry keeps its key while the session grows.
    public var key: Key { Key(kind: kind, weightHundredths: weightHundredths, set: set, workout: workout) }

    /// An entry's identity within one exercise's history.
    public struct Key: Sendable, Hashable {
        /// Which record.
        public var kind: RecordKind
        /// The weight of a `mostReps` entry, else 0.
        public var weightHundredths: Int64
        /// The set, or 0 for session volume.
        public var set: SetID
        /// The workout.
        public var workout: WorkoutID
    }

    /// The order entries are listed in: by date, workout, set, kind and weight.
    public static func chronologically(_ left: Self, _ right: Self) -> Bool {
        (left.date, left.workout, left.set, left.kind.rawValue, left.weightHundredths)
            < (right.date, right.workout, right.set, right.kind.rawValue, right.weightHundredths)
    }
}
