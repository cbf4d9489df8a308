import ControlProtocol
import Foundation
import Workouts

/// A digest of how pages look: the bytes the renderers make for small fixed pages of each
/// kind. It goes into every page's input digest, so a liftd whose pages look different
/// (other CSS, markup or wording) renders every page again instead of linking the old ones.
enum RendererFingerprint {
    /// The digest, worked out once.
    static let digest: String = {
        let week = WeekIdentifier(year: 2025, week: 38)
        let start = Date(timeIntervalSince1970: 1_757_894_400)
        let row = SiteExerciseRow(exercise: "Bench & <Press>", page: "exercises/bench.html", sets: 3, reps: 15,
                                  volumeKilograms: 1500)
        let workout = SiteWorkout(started: "2025-09-15 18:00", week: week.description, exercises: [row])
        let record = SiteRecord(kind: .mostReps, weightKilograms: 100, value: 5, date: "2025-09-15")
        var trendWeek = ExerciseTrendWeek(week: week)
        trendWeek.sets = 3
        trendWeek.estimatedMaxKilograms = 116.7
        trendWeek.topSet = TopSet(weightKilograms: 100, reps: 5)
        var summary = WeeklySummary(week: week, start: start, end: start + 7 * 86_400, timeZone: "UTC",
                                    muscleGroups: [], exercises: [], records: [], unmapped: [])
        summary.targets = [MuscleGroupTarget(muscleGroup: .chest, sets: 3, target: SetTarget(minimum: 10, maximum: 20))]
        var trend = ExerciseTrend(
            exercise: row.exercise, sets: [], span: WeekSpan(weeks: []), rules: VolumeRules(), estimate: .standard)
        trend.weeks = [trendWeek]
        summary.estimatedMaxTrends = [trend]
        let pages = [
            IndexPage.render(IndexPageModel(
                summary: summary, units: .kilograms, first: "2025-09-15", last: "2025-09-21", weekPages: [week.description],
                exercisePages: [SiteRecordLine(exercise: row.exercise, page: row.page, heaviest: record, estimated: nil)],
                lastWorkouts: [workout], reportFiles: ["reports/2025-W38.md"], exports: ["exports/a.json"])),
            WeekPage.render(WeekPageModel(
                week: week.description, units: .pounds, first: "2025-09-15", last: "2025-09-21",
                muscles: [MuscleGroupVolume(muscleGroup: .chest, sets: 3, reps: 15, volumeKilograms: 1500)],
                exercises: [row], workouts: [workout], reportFiles: ["reports/2025-W38.md"])),
            ExercisePage.render(ExercisePageModel(
                exercise: row.exercise, page: row.page, units: .kilograms, estimate: .standard, weeks: [trendWeek],
                records: [record])),
        ]
        return SHA256.hexDigest(of: pages.flatMap { Array($0) })
    }()
}
