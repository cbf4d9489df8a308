/// Stored data a report or export left out because a value is outside `ValueRanges` (an
/// older version stored it unchecked), and why; the report lists it instead of failing.
public struct ExcludedRecord: Sendable, Equatable, Codable {
    /// The workout holding it.
    public var workout: WorkoutID
    /// The set's id (`delete-set set=N` and `update-set set=N` take it); `nil` when the
    /// whole workout is left out.
    public var set: SetID?
    /// The set's exercise; `nil` when the whole workout is left out.
    public var exercise: String?
    /// What is out of range, e.g. `reps must be between 0 and 1000; got 9223372036854775807`.
    public var reason: String

    /// Set `set` of `exercise` in `workout` (or the whole workout) left out for `reason`.
    public init(workout: WorkoutID, set: SetID? = nil, exercise: String? = nil, reason: String) {
        self.workout = workout
        self.set = set
        self.exercise = exercise
        self.reason = reason
    }

    /// The stored set left out for `violation`.
    public init(_ stored: StoredSet, _ violation: RangeViolation) {
        self.init(workout: stored.workout, set: stored.id, exercise: stored.set.exercise, reason: violation.description)
    }

    /// `workout 3, set 42 (Squat (Barbell)): reps must be …` or `workout 3: workout start must be …`.
    public var summary: String {
        guard let set else { return "workout \(workout): \(reason)" }
        return "workout \(workout), set \(set)" + (exercise.map { " (\($0))" } ?? "") + ": \(reason)"
    }
}

extension Sequence<StoredSet> {
    /// The sets whose values are within `ValueRanges` (`WorkoutSet.rangeViolation`), in
    /// order, and a record of each one that is not.
    public func screened() -> (kept: [WorkoutSet], excluded: [ExcludedRecord]) {
        var kept: [WorkoutSet] = []
        var excluded: [ExcludedRecord] = []
        for stored in self {
            if let violation = stored.set.rangeViolation {
                excluded.append(ExcludedRecord(stored, violation))
            } else {
                kept.append(stored.set)
            }
        }
        return (kept, excluded)
    }
}
