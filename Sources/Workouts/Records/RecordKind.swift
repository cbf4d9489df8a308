/// The personal records liftd keeps per exercise. Which ones, and what weight they count,
/// follow the exercise's load type (`ExerciseRecordTracker`): an assisted lift keeps
/// `least-assistance` instead of `heaviest-weight`.
public enum RecordKind: String, Sendable, Codable, CaseIterable {
    /// The heaviest weight logged for at least one rep (kg): for a bodyweight or weighted
    /// bodyweight lift, the weight added to the body.
    case heaviestWeight = "heaviest-weight"
    /// The best estimated one-rep maximum (kg), by the configured `OneRepMaxEstimate`.
    case estimatedOneRepMax = "estimated-one-rep-max"
    /// The most reps done at one weight (reps); one record per weight.
    case mostReps = "most-reps"
    /// The most weight × reps in one set (kg).
    case setVolume = "set-volume"
    /// The most weight × reps of the exercise in one workout (kg).
    case sessionVolume = "session-volume"
    /// The least assistance logged for at least one rep of an assisted lift (kg): less is
    /// better, 0 (no assistance) the best.
    case leastAssistance = "least-assistance"

    /// Whether a lower value beats a higher one.
    public var lowerIsBetter: Bool { self == .leastAssistance }
}
