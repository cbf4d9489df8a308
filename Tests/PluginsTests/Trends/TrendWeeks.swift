import Workouts

/// Week `week` of 2025 with `sets` working sets of `reps` reps in all, `volume` kg, and
/// `top` (weight and reps) as its top set and the source of its best estimate (Epley's).
func trendWeek(_ week: Int, sets: Int, reps: Int, volume: Double, top: (Double, Int)) -> ExerciseTrendWeek {
    var entry = ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: week))
    entry.sets = sets
    entry.reps = reps
    entry.volumeKilograms = volume
    entry.estimatedMaxKilograms = top.0 * (1 + Double(top.1) / 30)
    entry.topSet = TopSet(weightKilograms: top.0, reps: top.1)
    return entry
}

/// `trendWeek` whose estimated maximum is `estimatedMax`: a lift whose load is not its top
/// set's weight (an assisted or bodyweight lift, `LoadTypeRecordsTests`).
func trendWeek(_ week: Int, sets: Int, reps: Int, volume: Double, top: (Double, Int), estimatedMax: Double?) -> ExerciseTrendWeek {
    var entry = trendWeek(week, sets: sets, reps: reps, volume: volume, top: top)
    entry.estimatedMaxKilograms = estimatedMax
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
