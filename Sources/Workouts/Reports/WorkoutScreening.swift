extension ValueRanges {
    /// `workouts` as an export may write them: a workout whose name, dates or duration are
    /// outside the table is left out whole, a set outside it is taken out of its workout,
    /// and each is recorded. The workouts kept stay in order. `setIDs` gives the ids of a
    /// workout's sets in order; it is asked only about a workout with a set left out.
    public func screened(
        _ workouts: [Workout], setIDs: (WorkoutID) throws -> [SetID]
    ) rethrows -> (kept: [Workout], excluded: [ExcludedRecord]) {
        var kept: [Workout] = []
        var excluded: [ExcludedRecord] = []
        for workout in workouts {
            let identifier = workout.id ?? 0
            if let violation = violation(in: workout) {
                excluded.append(ExcludedRecord(workout: identifier, reason: violation.description))
                continue
            }
            let violations = workout.sets.map { violation(in: $0) }
            guard violations.contains(where: { $0 != nil }) else {
                kept.append(workout)
                continue
            }
            let ids = try setIDs(identifier)
            var screened = workout
            screened.sets = []
            for (index, (set, violation)) in zip(workout.sets, violations).enumerated() {
                guard let violation else {
                    screened.sets.append(set)
                    continue
                }
                let id = ids.count == workout.sets.count ? ids[index] : nil
                excluded.append(ExcludedRecord(workout: identifier, set: id, exercise: set.exercise, reason: violation.description))
            }
            kept.append(screened)
        }
        return (kept, excluded)
    }
}
