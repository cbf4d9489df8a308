/// The five personal records liftd keeps per exercise.
public enum RecordKind: String, Sendable, Codable, CaseIterable {
    /// The heaviest weight lifted for at least one rep (kg).
    case heaviestWeight = "heaviest-weight"
    /// The best estimated one-rep maximum (kg), by the configured `OneRepMaxEstimate`.
    case estimatedOneRepMax = "estimated-one-rep-max"
    /// The most reps done at one weight (reps); one record per weight.
    case mostReps = "most-reps"
    /// The most weight × reps in one set (kg).
    case setVolume = "set-volume"
    /// The most weight × reps of the exercise in one workout (kg).
    case sessionVolume = "session-volume"
}
