/// A correction to one stored set: the values to replace, each left alone when `nil`.
/// Weights are in kilograms.
public struct SetChange: Sendable, Equatable {
    /// The exercise the set was of.
    public var exercise: String?
    /// Warm-up, working, drop or failure set.
    public var kind: SetKind?
    /// The load in kilograms.
    public var weightKilograms: Double?
    /// Repetitions.
    public var reps: Int?
    /// Rate of perceived exertion.
    public var rpe: Double?

    /// A change of the values given.
    public init(exercise: String? = nil, kind: SetKind? = nil, weightKilograms: Double? = nil, reps: Int? = nil,
                rpe: Double? = nil) {
        self.exercise = exercise
        self.kind = kind
        self.weightKilograms = weightKilograms
        self.reps = reps
        self.rpe = rpe
    }

    /// Whether it changes nothing at all.
    public var isEmpty: Bool { self == Self() }

    /// `set` with this change made.
    public func applied(to set: WorkoutSet) -> WorkoutSet {
        var changed = set
        if let exercise { changed.exercise = exercise }
        if let kind { changed.kind = kind }
        if let weightKilograms { changed.weightKilograms = weightKilograms }
        if let reps { changed.reps = reps }
        if let rpe { changed.rpe = rpe }
        return changed
    }
}
