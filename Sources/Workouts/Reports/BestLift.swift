/// An exercise's best working set over some period: the heaviest weight and the best
/// estimated one-rep maximum, in kilograms. Warm-ups and sets without weight or reps do
/// not count.
public struct BestLift: Sendable, Equatable, Codable {
    /// The heaviest weight lifted for at least one rep.
    public var heaviestKilograms: Double
    /// The best one-rep maximum estimated by Epley's formula.
    public var estimatedOneRepMaxKilograms: Double

    /// A best of `heaviestKilograms` and `estimatedOneRepMaxKilograms`.
    public init(heaviestKilograms: Double, estimatedOneRepMaxKilograms: Double) {
        self.heaviestKilograms = heaviestKilograms
        self.estimatedOneRepMaxKilograms = estimatedOneRepMaxKilograms
    }

    /// The bests among `sets`, by exercise name.
    public static func bests(among sets: [WorkoutSet]) -> [String: BestLift] {
        var bests: [String: BestLift] = [:]
        for set in sets where set.kind.isWorking && set.reps > 0 {
            guard let weight = set.weightKilograms else { continue }
            let estimate = PersonalRecords.epleyOneRepMax(weight: weight, reps: set.reps)
            let best = bests[set.exercise]
            bests[set.exercise] = BestLift(
                heaviestKilograms: max(best?.heaviestKilograms ?? weight, weight),
                estimatedOneRepMaxKilograms: max(best?.estimatedOneRepMaxKilograms ?? estimate, estimate))
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
        if estimatedOneRepMaxKilograms > earlier.estimatedOneRepMaxKilograms {
            records.append(WeeklyRecord(
                exercise: exercise, kind: .estimatedOneRepMax, kilograms: estimatedOneRepMaxKilograms,
                previousKilograms: earlier.estimatedOneRepMaxKilograms))
        }
        return records
    }
}
