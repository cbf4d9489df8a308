import Foundation
import Workouts

/// The site's pages worked out from the stored training up to the end of the report's week
/// (never later, and never from the clock): a page per week whose totals are given, the
/// pages of the exercises read, and the index of the report's week.
struct SiteContent {
    /// What the pages are built from.
    struct Inputs {
        var summary: WeeklySummary
        var units: WeightUnit
        var calendar: WeekCalendar
        var rules: VolumeRules
        var catalog: ExerciseCatalog
        /// Every exercise's totals per workout, for the workouts of the weeks read (all of
        /// them, or those that changed and the latest), started before the week's end.
        var totals: [DatedExerciseVolume]
        /// The pages of the exercises read.
        var exercises: [ExercisePageModel]
        /// The page of every exercise with a counted set before the week's end.
        var exercisePages: [String: String]
        /// Every week with a counted set before the week's end, oldest first.
        var allWeeks: [String]
        /// The index's records line of each exercise whose sets were not read, from the last build.
        var rememberedRecords: [String: SiteRecordLine] = [:]
        /// The report's files, relative to the site.
        var reportFiles: [String]
        /// The health exports published, relative to the site.
        var exports: [String]
    }

    var index: IndexPageModel
    var weeks: [WeekPageModel]
    var exercises: [ExercisePageModel]
    /// What the next build may go on from, for each exercise read.
    var histories: [String: ExerciseHistory] = [:]

    /// How many workouts the index lists.
    static let lastWorkoutCount = 5

    init(_ inputs: Inputs) {
        let dates = ZonedDateText(timeZone: inputs.calendar.timeZone)
        let pages = inputs.exercisePages
        let reportWeek = inputs.summary.week.description
        let workouts = Self.workouts(inputs.totals, calendar: inputs.calendar, rules: inputs.rules,
                                     catalog: inputs.catalog, dates: dates, pages: pages)
        var byWeek: [String: [(Date, SiteWorkout, [DatedExerciseVolume])]] = [:]
        for (start, workout, totals) in workouts { byWeek[workout.week, default: []].append((start, workout, totals)) }
        weeks = byWeek.keys.sorted().map { week in
            let entries = byWeek[week] ?? []
            let period = WeekIdentifier(week).flatMap { inputs.calendar.interval(of: $0) }
            let merged = Self.merged(entries.flatMap { $0.2 }.map(\.volume))
            let report = VolumeReport(exerciseTotals: merged, rules: inputs.rules, catalog: inputs.catalog)
            return WeekPageModel(
                week: week, units: inputs.units,
                first: period.map { String(dates.local($0.lowerBound).prefix(10)) } ?? "",
                last: period.map { String(dates.local($0.upperBound.addingTimeInterval(-1)).prefix(10)) } ?? "",
                muscles: report.muscleGroups,
                exercises: report.exercises.map { Self.row($0, pages: pages) },
                workouts: entries.map(\.1),
                reportFiles: week == reportWeek ? inputs.reportFiles : [])
        }
        exercises = inputs.exercises.sorted { $0.exercise < $1.exercise }
        let recordsByExercise = Dictionary(exercises.map { ($0.exercise, $0.records) }, uniquingKeysWith: { a, _ in a })
        index = IndexPageModel(
            summary: inputs.summary, units: inputs.units,
            first: String(dates.local(inputs.summary.start).prefix(10)),
            last: String(dates.local(inputs.summary.end.addingTimeInterval(-1)).prefix(10)),
            weekPages: inputs.allWeeks.reversed(),
            exercisePages: pages.keys.sorted().map { exercise in
                guard let records = recordsByExercise[exercise] else {
                    return inputs.rememberedRecords[exercise] ?? SiteRecordLine(exercise: exercise, page: pages[exercise] ?? "")
                }
                return SiteRecordLine(
                    exercise: exercise, page: pages[exercise] ?? "",
                    heaviest: records.first { $0.kind == .heaviestWeight },
                    estimated: records.first { $0.kind == .estimatedOneRepMax })
            },
            lastWorkouts: Array(workouts.map(\.1).suffix(Self.lastWorkoutCount).reversed()),
            reportFiles: inputs.reportFiles, exports: inputs.exports)
    }
}
