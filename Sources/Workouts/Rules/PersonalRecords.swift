/// An exercise's best performances: the heaviest set, the best estimated one-rep maximum
/// and the most reps done at each weight. Warm-ups and sets without weight or reps are
/// not records.
public struct PersonalRecords: Sendable, Equatable, Codable {
    /// The heaviest weight lifted for at least one rep, in kilograms.
    public var heaviestKilograms: Double?
    /// The best one-rep maximum estimated by Epley's formula, in kilograms.
    public var bestEstimatedOneRepMaxKilograms: Double?
    /// For each weight lifted (kilograms), the most reps done with it.
    public var mostRepsByWeight: [Double: Int]

    /// The records among `sets` (all of one exercise).
    public init(sets: [WorkoutSet]) {
        var heaviest: Double?
        var bestEstimate: Double?
        var mostReps: [Double: Int] = [:]
        for set in sets where set.kind.isWorking && set.reps > 0 {
            guard let weight = set.weightKilograms else { continue }
            heaviest = max(heaviest ?? weight, weight)
            let estimate = Self.epleyOneRepMax(weight: weight, reps: set.reps)
            bestEstimate = max(bestEstimate ?? estimate, estimate)
            mostReps[weight] = max(mostReps[weight] ?? 0, set.reps)
        }
        heaviestKilograms = heaviest
        bestEstimatedOneRepMaxKilograms = bestEstimate
        mostRepsByWeight = mostReps
    }

    /// Epley's estimate of the one-rep maximum: weight × (1 + reps / 30); a single is
    /// its own maximum.
    public static func epleyOneRepMax(weight: Double, reps: Int) -> Double {
        reps == 1 ? weight : weight * (1 + Double(reps) / 30)
    }
}
