extension Workout {
    /// The sets, each without a `performedAt` given the workout's start: the instant whose
    /// bodyweight counts for it, as the SQL summary takes it.
    public var timedSets: [WorkoutSet] {
        sets.map { set in
            var timed = set
            if timed.performedAt == nil { timed.performedAt = start }
            return timed
        }
    }
}
