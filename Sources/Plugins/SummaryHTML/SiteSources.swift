import Foundation
import Workouts

/// Reads what a site build needs from the stored training up to the end of the report's
/// week: the fingerprints of every week and exercise (one aggregate query), then the totals
/// of only the weeks asked for and the sets of only the exercises asked for, so a build
/// after a small change reads little however long the history is.
struct SiteSources: Sendable {
    let reader: any TrainingSummaryReading
    let summary: WeeklySummary
    let units: WeightUnit
    let calendar: WeekCalendar
    let rules: VolumeRules
    let catalog: ExerciseCatalog
    let estimate: OneRepMaxEstimate
    let reportFiles: [String]
    let exports: [String]
    /// The fingerprints of the weeks and exercises with pages.
    let fingerprints: SiteFingerprints
    /// The page of every exercise with a page.
    let pages: [String: String]

    /// The sources of `summary`'s site: its fingerprints read, its exercises' pages named.
    init(reader: any TrainingSummaryReading, summary: WeeklySummary, units: WeightUnit, calendar: WeekCalendar,
         catalog: ExerciseCatalog, estimate: OneRepMaxEstimate, reportFiles: [String], exports: [String]) throws {
        self.reader = reader
        self.summary = summary
        self.units = units
        self.calendar = calendar
        rules = summary.volumeRules
        self.catalog = catalog
        self.estimate = estimate
        self.reportFiles = reportFiles
        self.exports = exports
        fingerprints = SiteFingerprints(try reader.setFingerprintTotals(before: summary.end, calendar: calendar, rules: rules))
        pages = SitePaths.exercisePages(for: Set(fingerprints.exercises.keys))
    }

    /// The pages of `weeks` and `exercises` and the index, which takes the records line of
    /// every exercise not read from `remembered`; an exercise's page goes on from its
    /// `histories` entry where that still holds.
    func content(
        weeks: Set<String>, exercises: Set<String>, remembered: [String: SiteRecordLine],
        histories: [String: ExerciseHistory] = [:]
    ) throws -> SiteContent {
        var totals: [DatedExerciseVolume] = []
        for period in periods(of: weeks) { totals += try reader.workoutExerciseTotals(startedIn: period, rules: rules) }
        var models: [ExercisePageModel] = []
        var kept: [String: ExerciseHistory] = [:]
        for exercise in exercises.sorted() {
            let made = try exercisePage(exercise, remembering: histories[exercise])
            models.append(made.page)
            kept[exercise] = made.history
        }
        var content = SiteContent(SiteContent.Inputs(
            summary: summary, units: units, calendar: calendar, rules: rules, catalog: catalog,
            totals: totals, exercises: models, exercisePages: pages, allWeeks: fingerprints.weeks.map(\.week),
            rememberedRecords: remembered, reportFiles: reportFiles, exports: exports))
        content.histories = kept
        return content
    }

    /// The latest weeks that hold the index's last workouts (all weeks when fewer).
    func latestWeeks() throws -> Set<String> {
        var weeks = Set<String>()
        var starts = Set<Date>()
        for entry in fingerprints.weeks.reversed() where starts.count < SiteContent.lastWorkoutCount {
            weeks.insert(entry.week)
            for period in periods(of: [entry.week]) {
                starts.formUnion(try reader.workoutExerciseTotals(startedIn: period, rules: rules).map(\.startedAt))
            }
        }
        return weeks
    }

    /// The periods of `weeks` before the report's week ends, weeks next to each other among
    /// those with pages joined into one period.
    func periods(of weeks: Set<String>) -> [Range<Date>] {
        var periods: [Range<Date>] = []
        var joinsPrevious = false
        for entry in fingerprints.weeks {
            guard weeks.contains(entry.week), let week = WeekIdentifier(entry.week),
                  let period = calendar.interval(of: week), period.lowerBound < summary.end else {
                joinsPrevious = false
                continue
            }
            let end = min(period.upperBound, summary.end)
            if joinsPrevious, let last = periods.last {
                periods[periods.count - 1] = last.lowerBound..<end
            } else {
                periods.append(period.lowerBound..<end)
            }
            joinsPrevious = true
        }
        return periods
    }
}
