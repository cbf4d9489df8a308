/// An exercise's best working set over some period: the heaviest weight and the best
/// estimated one-rep maximum, in kilograms. Warm-ups and sets without weight or reps do
/// not count.
public struct BestLift: Sendable, Equatable, Codable {
    /// The heaviest weight lifted for at least one rep.
    public var heaviestKilograms: Double
    /// The best one-rep maximum estimated by the configured `OneRepMaxEstimate`; `nil`
    /// when no set earned an estimate (every one above the rep cap).
    public var estimatedOneRepMaxKilograms: Double?

    /// A best of `heaviestKilograms` and `estimatedOneRepMaxKilograms`.
    public init(heaviestKilograms: Double, estimatedOneRepMaxKilograms: Double?) {
        self.heaviestKilograms = heaviestKilograms
        self.estimatedOneRepMaxKilograms = estimatedOneRepMaxKilograms
    }

    /// The bests among `sets`, by exercise name, maxima estimated with `estimate`.
    public static func bests(among sets: [WorkoutSet], estimate: OneRepMaxEstimate) -> [String: BestLift] {
        var bests: [String: BestLift] = [:]
        for set in sets where set.kind.isWorking && set.reps > 0 {
            guard let weight = set.weightKilograms else { continue }
            let best = bests[set.exercise]
            var estimated = best?.estimatedOneRepMaxKilograms
            if let value = estimate.estimate(for: set) { estimated = max(estimated ?? value, value) }
            bests[set.exercise] = BestLift(
                heaviestKilograms: max(best?.heaviestKilograms ?? weight, weight), estimatedOneRepMaxKilograms: estimated)
        }
        return bests
    }

    /// The records `self` (a week's best) sets for `exercise` against `earlier`, the best
    /// before that week. An exercise never done before sets no record: there is nothing
    /// to beat.
    public func records(of exercise: String, against earlier: BestLift?) -> [WeeklyRecord] {
        guard let earlier else { return [] }
        var records: [WeeklyRecord] = []
        if heaviestKilograms > earlier.heaviestKilograms {
            records.append(WeeklyRecord(exercise: exercise, kind: .heaviestWeight, kilograms: heaviestKilograms,
                                        previousKilograms: earlier.heaviestKilograms))
        }
        if let estimated = estimatedOneRepMaxKilograms, let earlierEstimate = earlier.estimatedOneRepMaxKilograms,
           estimated > earlierEstimate {
            records.append(WeeklyRecord(exercise: exercise, kind: .estimatedOneRepMax, kilograms: estimated,
                                        previousKilograms: earlierEstimate))
        }
        return records
    }
}
