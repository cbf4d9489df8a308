import FoundationEssentials
import Workouts

/// Works out one week's summary from the stored training, the one way liftd does: the
/// weekly report (`weekly-volume`) and the site's index both take it from here, so their
/// figures are the ones `volume` answers with.
struct WeeklySummaryComputation {
    let reader: any TrainingSummaryReading
    let catalog: ExerciseCatalog
    let targets: VolumeTargets
    let estimate: OneRepMaxEstimate

    /// The summary of `week` of `calendar` under `rules`, charting `trendLifts` (when empty,
    /// `ChartedLifts`' big lifts): per muscle group and exercise beside the week before, the
    /// records set, the four weeks' averages before it, the targets and the trends.
    func summary(of week: WeekIdentifier, calendar: WeekCalendar, rules: VolumeRules, trendLifts: [String]) throws
        -> WeeklySummary {
        guard let period = calendar.interval(of: week) else {
            throw TrainingError.invalidValue(field: "week", problem: "\(week.year) has no week \(week.week)")
        }
        let previousWeek = calendar.week(containing: period.lowerBound.addingTimeInterval(-1))
        guard let previousPeriod = calendar.interval(of: previousWeek) else {
            throw TrainingError.invalidValue(field: "week", problem: "no week before \(week)")
        }
        let current = try reader.exerciseTotals(startedIn: period, rules: rules)
        let totals = WeeklyTotals(
            current: current,
            previous: try reader.exerciseTotals(startedIn: previousPeriod, rules: rules),
            records: try reader.records(setIn: period),
            excluded: try reader.excludedSets(startedIn: period))
        var summary = WeeklySummary(
            week: week, period: period, timeZone: calendar.timeZone, totals: totals, rules: rules, catalog: catalog)
        try addTrends(to: &summary, calendar: calendar, rules: rules, trendLifts: trendLifts)
        return summary
    }

    /// Adds to `summary` the four weeks' averages before it, its muscle groups against their
    /// targets and the estimated-maximum trends of the lifts followed over twelve weeks, each
    /// read through the index of workout starts.
    private func addTrends(
        to summary: inout WeeklySummary, calendar: WeekCalendar, rules: VolumeRules, trendLifts: [String]
    ) throws {
        guard let twelveWeeks = calendar.span(endingWith: summary.week, count: 12) else { return }
        let history = try reader.workoutExerciseTotals(startedIn: twelveWeeks.period, rules: rules)
        let fourWeeksBefore = WeekSpan(weeks: Array(twelveWeeks.weeks.dropLast().suffix(4)))
        summary.averageOfFourWeeksBefore = WeeklyMuscleVolumes.averages(
            of: history, span: fourWeeksBefore, rules: rules, catalog: catalog)
        let thisWeek = WeekSpan(weeks: Array(twelveWeeks.weeks.suffix(1)))
        let working = rules.workingSetsOnly == rules
            ? history : try reader.workoutExerciseTotals(startedIn: twelveWeeks.period, rules: rules.workingSetsOnly)
        let credits = WeeklyMuscleVolumes.reports(of: working, span: thisWeek, rules: rules.workingSetsOnly, catalog: catalog)
        summary.targets = targets.marks(for: credits.first?.muscleGroups ?? [])
        let lifts = ChartedLifts.lifts(configured: trendLifts, in: working)
        summary.estimatedMaxTrends = try lifts.map { lift in
            ExerciseTrend(
                exercise: lift, sets: try reader.datedSets(of: lift, startedIn: twelveWeeks.period),
                span: twelveWeeks, rules: rules, load: catalog.load(of: lift), estimate: estimate)
        }
    }
}
