/// One work set a program prescribes: its reps (a minimum for an AMRAP set, the bottom of
/// a range), its load and an optional RPE target.
public struct PrescribedSet: Sendable, Equatable {
    /// Where a set's weight comes from.
    public enum Load: Sendable, Equatable {
        /// The lift's working weight, carried from the last session and progressed.
        case working
        /// A percentage of the lift's training max, rounded to the step.
        case percentOfTrainingMax(Double)
        /// A fixed weight in kilograms.
        case absolute(kilograms: Double)
    }

    /// The reps to reach: the minimum of an AMRAP set, the bottom of a range.
    public var reps: Int
    /// The top of a rep range (`8-12`), or `nil` for a fixed count.
    public var repsMax: Int?
    /// Whether the set is as many reps as possible (`5+`).
    public var amrap: Bool
    /// Where its weight comes from.
    public var load: Load
    /// The effort to aim for, 1 to 10, when the program gives one.
    public var rpe: Double?

    /// A set of `reps` (up to `repsMax`), AMRAP when `amrap`, at `load`, aiming at `rpe`.
    public init(reps: Int, repsMax: Int? = nil, amrap: Bool = false, load: Load = .working, rpe: Double? = nil) {
        self.reps = reps
        self.repsMax = repsMax
        self.amrap = amrap
        self.load = load
        self.rpe = rpe
    }

    /// The reps that count as reaching the top: the range's top, or the reps.
    public var topReps: Int { repsMax ?? reps }

    /// The set's weight in kilograms, from the lift's `base` (its training max for a
    /// percentage, else its working weight), rounded by `round` only at the end.
    public func kilograms(base: Double, round: (Double) -> Double) -> Double {
        switch load {
        case .working: round(base)
        case .percentOfTrainingMax(let percent): round(base * percent / 100)
        case .absolute(let kilograms): kilograms
        }
    }
}
