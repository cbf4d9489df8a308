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
