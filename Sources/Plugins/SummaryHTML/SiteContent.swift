import FoundationEssentials
import Workouts

/// The site's pages worked out from the training log and the index's week summary: a page
/// per week with a counted set, a page per exercise with one, and the index.
struct SiteContent {
    /// What the pages are built from.
    struct Inputs {
        /// The log up to the site's end.
        var log: SiteLog
        /// The index's week: the latest week with a counted set.
        var summary: WeeklySummary
        /// The weekly report's week, whose page links its files.
        var reportWeek: String?
        var units: WeightUnit
        var calendar: WeekCalendar
        var rules: VolumeRules
        var catalog: ExerciseCatalog
        var estimate: OneRepMaxEstimate
        /// The bodyweight per week of the index's twelve weeks.
        var bodyweights: SiteBodyweights
        /// The report's files, relative to the site.
        var reportFiles: [String]
        /// The health exports published, relative to the site.
        var exports: [String]
    }

    var index: IndexPageModel
    var weeks: [WeekPageModel]
    var exercises: [ExercisePageModel]

    /// How many workouts the index lists.
    static let lastWorkoutCount = 5

    init(_ inputs: Inputs) {
        let dates = ZonedDateText(timeZone: inputs.calendar.timeZone)
        let log = inputs.log
        let pages = SitePaths.exercisePages(for: log.exercisesWithPages)
        func row(_ volume: ExerciseVolume) -> SiteExerciseRow {
            SiteExerciseRow(exercise: volume.exercise, page: pages[volume.exercise] ?? "", sets: volume.sets,
                            reps: volume.reps, volumeKilograms: volume.volumeKilograms)
        }
        func day(_ date: Date) -> String { String(dates.local(date).prefix(10)) }
        let workouts = log.workouts.map { workout in
            SiteWorkout(
                started: dates.readable(workout.start), week: workout.week.description,
                exercises: workout.exercises.keys.sorted().compactMap { name in
                    workout.exercises[name].map { row($0.resolvingLoad(rules: inputs.rules, catalog: inputs.catalog)) }
                })
        }
        var workoutsByWeek: [String: [SiteWorkout]] = [:]
        for workout in workouts { workoutsByWeek[workout.week, default: []].append(workout) }
        weeks = log.weeksWithPages.map { week in
            let report = VolumeReport(
                exerciseTotals: Array((log.weeks[week] ?? [:]).values), rules: inputs.rules, catalog: inputs.catalog)
            let period = inputs.calendar.interval(of: week)
            return WeekPageModel(
                week: week.description, units: inputs.units,
                first: period.map { day($0.lowerBound) } ?? "",
                last: period.map { day($0.upperBound.addingTimeInterval(-1)) } ?? "",
                muscles: report.muscleGroups, exercises: report.exercises.map(row),
                workouts: workoutsByWeek[week.description] ?? [],
                reportFiles: week.description == inputs.reportWeek ? inputs.reportFiles : [])
        }
        exercises = pages.keys.sorted().map { name in
            let exercise = log.exercises[name]
            return ExercisePageModel(
                exercise: name, page: pages[name] ?? "", units: inputs.units, estimate: inputs.estimate,
                weeks: exercise?.weeks ?? [],
                records: ExerciseRecords(exercise: name, tracker: exercise?.records, history: []).current.map { record in
                    SiteRecord(kind: record.kind, weightKilograms: record.weight, value: record.value, date: day(record.date))
                })
        }
        index = IndexPageModel(
            summary: inputs.summary, units: inputs.units, bodyweights: inputs.bodyweights,
            first: day(inputs.summary.start), last: day(inputs.summary.end.addingTimeInterval(-1)),
            weekPages: log.weeksWithPages.reversed().map(\.description),
            exercisePages: exercises.map { page in
                SiteRecordLine(
                    exercise: page.exercise, page: page.page,
                    heaviest: page.records.first { $0.kind == .heaviestWeight || $0.kind == .leastAssistance },
                    estimated: page.records.first { $0.kind == .estimatedOneRepMax })
            },
            lastWorkouts: Array(workouts.suffix(Self.lastWorkoutCount).reversed()),
            reportFiles: inputs.reportFiles, exports: inputs.exports)
    }
}
