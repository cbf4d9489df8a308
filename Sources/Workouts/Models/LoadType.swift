/// What an exercise's logged weight means, which decides how its sets count toward volume.
public enum LoadType: String, Sendable, Equatable, Codable, CaseIterable {
    /// The weight is what was lifted (a barbell, a dumbbell, a machine's stack).
    case external
    /// The lifter's own body is the load; a weight, if any, is added to it. Counts as
    /// external unless `bodyweight-volume: true`, then as weighted bodyweight.
    case bodyweight
    /// The weight is help subtracted from the bodyweight (an assisted pull-up machine).
    case assisted
    /// The weight is added to the bodyweight (a dip belt).
    case weightedBodyweight = "weighted-bodyweight"

    /// The type as config spells it, accepting `weighted_bodyweight` and `weighted` too.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "external": self = .external
        case "bodyweight": self = .bodyweight
        case "assisted": self = .assisted
        case "weighted-bodyweight", "weighted_bodyweight", "weighted": self = .weightedBodyweight
        default: return nil
        }
    }
}

extension LoadType {
    /// The weight a set of this load type moves, in kilograms, as records and estimated
    /// maxima count it: external, the logged weight (above 0); assisted, the bodyweight less
    /// the logged assistance (above 0); bodyweight and weighted bodyweight, the bodyweight
    /// plus the logged weight (none logged is 0). `nil` when it is unknown: no bodyweight
    /// known for a load type that needs one, or no weight above 0 for an external lift.
    public func liftedKilograms(logged weight: Double?, bodyweight: Double?) -> Double? {
        switch self {
        case .external:
            guard let weight, weight > 0 else { return nil }
            return weight
        case .assisted:
            guard let bodyweight else { return nil }
            let lifted = bodyweight - (weight ?? 0)
            return lifted > 0 ? lifted : nil
        case .bodyweight, .weightedBodyweight:
            guard let bodyweight else { return nil }
            return bodyweight + (weight ?? 0)
        }
    }
}
