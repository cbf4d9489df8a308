import Workouts

extension SQLiteWorkoutRepository {
    /// The SQL condition a set `s` of exercise `e` meets when every value `WorkoutSet.rangeViolation`
    /// checks is within `ValueRanges`: what reports add up. Built from the table, so the two agree.
    static let setWithinRanges: String = {
        func within(_ column: String, _ range: ValueRange, optional: Bool) -> String {
            let test = "\(column) BETWEEN \(ValueRange.text(range.lowest)) AND \(ValueRange.text(range.highest))"
            return optional ? "(\(column) IS NULL OR \(test))" : test
        }
        return [
            within("s.weight_kg", ValueRanges.weight, optional: true),
            within("s.reps", ValueRanges.reps, optional: false),
            within("s.rpe", ValueRanges.rpe, optional: true),
            within("s.duration_s", ValueRanges.setDuration, optional: true),
            within("s.distance_m", ValueRanges.distance, optional: true),
            "length(CAST(e.name AS BLOB)) <= \(ValueRanges.maximumNameBytes)",
        ].joined(separator: " AND ")
    }()
}
