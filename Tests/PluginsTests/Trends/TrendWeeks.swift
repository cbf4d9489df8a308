import Workouts

/// Week `week` of 2025 with `sets` working sets of `reps` reps in all, `volume` kg, and
/// `top` (weight and reps) as its top set and, unless `estimate` gives it, the source of its
/// best estimate (Epley's, of an external lift's weight).
func trendWeek(
    _ week: Int, sets: Int, reps: Int, volume: Double, top: (Double, Int), estimate: Double?? = nil
) -> ExerciseTrendWeek {
    var entry = ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: week))
    entry.sets = sets
    entry.reps = reps
    entry.volumeKilograms = volume
    entry.estimatedMaxKilograms = estimate ?? top.0 * (1 + Double(top.1) / 30)
    entry.topSet = TopSet(weightKilograms: top.0, reps: top.1)
    return entry
}

/// The empty weeks `weeks` of 2025.
func emptyWeeks(_ weeks: ClosedRange<Int>) -> [ExerciseTrendWeek] {
    weeks.map { ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: $0)) }
}

/// The trend of `exercise` over `weeks` (oldest first), as the weekly summary holds it.
func exerciseTrend(_ exercise: String, _ weeks: [ExerciseTrendWeek]) -> ExerciseTrend {
    var trend = ExerciseTrend(
        exercise: exercise, sets: [], span: WeekSpan(weeks: []), rules: VolumeRules(), load: .external, estimate: .standard)
    trend.weeks = weeks
    return trend
}
