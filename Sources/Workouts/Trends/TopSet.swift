/// The heaviest working set of a period (most reps breaking a tie in weight).
public struct TopSet: Sendable, Equatable, Codable {
    /// Its weight, in kilograms.
    public var weightKilograms: Double
    /// Its reps.
    public var reps: Int

    /// A set of `reps` at `weightKilograms`.
    public init(weightKilograms: Double, reps: Int) {
        self.weightKilograms = weightKilograms
        self.reps = reps
    }

    /// Whether `self` ranks above `other`: heavier, or as heavy with more reps.
    public func beats(_ other: TopSet) -> Bool {
        (weightKilograms, reps) > (other.weightKilograms, other.reps)
    }

    /// The top set among `sets`: working sets with a weight above 0 and at least one rep.
    public static func top(of sets: some Sequence<WorkoutSet>) -> TopSet? {
        var best: TopSet?
        for set in sets where set.kind.isWorking && set.reps >= 1 {
            guard let weight = set.weightKilograms, weight > 0 else { continue }
            let candidate = TopSet(weightKilograms: weight, reps: set.reps)
            if best.map(candidate.beats) ?? true { best = candidate }
        }
        return best
    }
}
