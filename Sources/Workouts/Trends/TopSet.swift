/// The top working set of a period, ranked by its logged weight as records rank it for the
/// exercise's load type (most reps breaking a tie): an external lift's heaviest weight, an
/// assisted lift's least assistance, a bodyweight lift's heaviest added weight.
public struct TopSet: Sendable, Equatable, Codable {
    /// Its logged weight, in kilograms: the load, the assistance of an assisted lift, or the
    /// weight added to the body of a bodyweight lift (0 when none).
    public var weightKilograms: Double
    /// Its reps.
    public var reps: Int

    /// A set of `reps` at `weightKilograms`.
    public init(weightKilograms: Double, reps: Int) {
        self.weightKilograms = weightKilograms
        self.reps = reps
    }

    /// Whether `self` ranks above `other` for an exercise of `load`: heavier (less assisted
    /// for an assisted lift), or as heavy with more reps.
    public func beats(_ other: TopSet, as load: LoadType) -> Bool {
        if weightKilograms != other.weightKilograms {
            return load == .assisted ? weightKilograms < other.weightKilograms : weightKilograms > other.weightKilograms
        }
        return reps > other.reps
    }

    /// The top set among `sets` of an exercise of `load`: working sets with at least one rep
    /// and, for an external lift, a weight above 0 (an assisted or bodyweight lift's set
    /// without a weight logged has none: 0).
    public static func top(of sets: some Sequence<WorkoutSet>, load: LoadType) -> TopSet? {
        var best: TopSet?
        for set in sets where set.kind.isWorking && set.reps >= 1 {
            let weight = set.weightKilograms ?? 0
            guard weight.isFinite, weight > 0 || (load != .external && weight == 0) else { continue }
            let candidate = TopSet(weightKilograms: weight, reps: set.reps)
            if best.map({ candidate.beats($0, as: load) }) ?? true { best = candidate }
        }
        return best
    }
}
