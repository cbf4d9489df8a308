#if canImport(Glibc)
@preconcurrency import Glibc  // pow, as libm computes it
#endif

/// How liftd estimates a one-rep maximum from a working set: a formula and the most reps
/// it is trusted for. Config key `estimated-max: {formula:, rep-cap:}`.
public struct OneRepMaxEstimate: Sendable, Equatable, Codable {
    /// A published estimate of the one-rep maximum from a weight lifted for some reps.
    public enum Formula: String, Sendable, CaseIterable, Codable {
        /// Epley: weight × (1 + reps / 30).
        case epley
        /// Brzycki: weight × 36 / (37 − reps); undefined from 37 reps on.
        case brzycki
        /// Lombardi: weight × reps^0.10.
        case lombardi
    }

    /// The rep cap used when the config names none.
    public static let defaultRepCap = 10
    /// The highest rep cap any formula accepts.
    public static let largestRepCap = 36

    /// The formula applied to every estimated set.
    public var formula: Formula
    /// Sets with more reps than this get no estimate (their estimate would be a guess).
    public var repCap: Int

    /// The default: Epley's formula with a cap of ten reps.
    public static let standard = OneRepMaxEstimate(formula: .epley, repCap: defaultRepCap)

    /// An estimate with `formula`; `repCap` must lie in `validRepCaps`.
    public init(formula: Formula, repCap: Int) {
        self.formula = formula
        self.repCap = repCap
    }

    /// The caps a configuration may choose: at least one rep, and below 37 so Brzycki's
    /// denominator stays positive.
    public static let validRepCaps = 1...largestRepCap

    /// The estimated maximum of `reps` at `weightKilograms`, or nil when the set earns
    /// none: no weight, no reps, a non-positive weight or more reps than the cap. A single
    /// rep's estimate is its weight.
    public func estimate(weightKilograms: Double?, reps: Int) -> Double? {
        guard let weight = weightKilograms, weight > 0, weight.isFinite,
              reps >= 1, reps <= repCap, reps <= Self.largestRepCap else { return nil }
        if reps == 1 { return weight }
        let count = Double(reps)
        switch formula {
        case .epley: return weight * (1 + count / 30)
        case .brzycki: return weight * 36 / (37 - count)
        case .lombardi: return weight * pow(count, 0.10)
        }
    }

    /// The estimate for a set, or nil for warm-ups and sets the formula gives none.
    public func estimate(for set: WorkoutSet) -> Double? {
        guard set.kind.isWorking else { return nil }
        return estimate(weightKilograms: set.weightKilograms, reps: set.reps)
    }

    /// The estimate for a set of an exercise of `load`, from the weight it moves
    /// (`LoadType.liftedKilograms`, with `bodyweightKilograms` known at the set); nil for
    /// warm-ups, sets the formula gives none and sets whose moved weight is unknown.
    public func estimate(for set: WorkoutSet, load: LoadType, bodyweightKilograms: Double?) -> Double? {
        guard set.kind.isWorking else { return nil }
        return estimate(weightKilograms: load.liftedKilograms(logged: set.weightKilograms, bodyweight: bodyweightKilograms),
                        reps: set.reps)
    }
}
