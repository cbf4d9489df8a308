import FoundationEssentials

/// One set as logged: what was lifted, how heavy, how many times, and how it went.
///
/// A set without a weight is a bodyweight set; a set with no reps but a duration or
/// distance is a timed or distance set. Both count as sets and add no volume.
public struct WorkoutSet: Sendable, Equatable, Codable {
    /// The exercise's name as the user or the export spells it.
    public var exercise: String
    /// Warm-up, working, drop or failure set.
    public var kind: SetKind
    /// The load in kilograms; `nil` for a bodyweight set.
    public var weightKilograms: Double?
    /// Repetitions; 0 for a timed or distance set.
    public var reps: Int
    /// Rate of perceived exertion, when recorded.
    public var rpe: Double?
    /// How long the set lasted, in seconds, when recorded.
    public var durationSeconds: Double?
    /// Distance covered, in metres, when recorded.
    public var distanceMeters: Double?
    /// When the set was performed, when known.
    public var performedAt: Date?
    /// The user's note on the set or exercise.
    public var notes: String

    /// A set of `exercise`.
    public init(
        exercise: String, kind: SetKind = .normal, weightKilograms: Double?, reps: Int,
        rpe: Double? = nil, durationSeconds: Double? = nil, distanceMeters: Double? = nil,
        performedAt: Date? = nil, notes: String = ""
    ) {
        self.exercise = exercise
        self.kind = kind
        self.weightKilograms = weightKilograms
        self.reps = reps
        self.rpe = rpe
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.performedAt = performedAt
        self.notes = notes
    }

    /// Weight × reps in kilograms; 0 for bodyweight, timed and distance sets.
    public var volumeKilograms: Double {
        guard let weightKilograms, reps > 0 else { return 0 }
        return weightKilograms * Double(reps)
    }

    /// Why this set may not be stored, or `nil` when it is valid: an empty exercise, a value
    /// outside `ValueRanges`, or no reps, duration or distance at all.
    public var problem: String? {
        if exercise.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return "exercise is empty" }
        if let rangeViolation { return rangeViolation.description }
        if reps == 0, (durationSeconds ?? 0) <= 0, (distanceMeters ?? 0) <= 0 { return Self.effortMissing }
        return nil
    }

    /// The `problem` of a set with no reps, duration or distance.
    public static let effortMissing = "a set needs reps, a duration or a distance"
}
