import Foundation
import SignalStore
import Workouts

/// Computes the weekly summary into state (`weeklySummary`): per muscle group and per
/// exercise sets, reps and volume beside the previous week, the records set that week, the
/// unmapped exercises and the stored sets left out as out of range. The writers render it.
public struct WeeklyVolumeUseCase: UseCase {
    /// Its options (`WeeklyVolumeOptions`).
    public let options: WeeklyVolumeOptions
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var now
    @Dependency(\.volumeTargets) private var targets
    @Dependency(\.oneRepMaxEstimate) private var estimate

    /// The use case with `options`.
    public init(options: WeeklyVolumeOptions = WeeklyVolumeOptions()) { self.options = options }

    public var name: String { "weekly-volume" }
    public var handledSignals: [any Signal.Type] { [WeeklyReportDue.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? WeeklyReportDue else { return .notHandled }
        let calendar = options.weekCalendar
        let reference = request.scheduleFiring?.scheduledTime ?? now.now
        let week = try request.week.map(Self.week) ?? lastCompleteWeek(before: reference, calendar)
        guard let period = calendar.interval(of: week) else {
            throw TrainingError.invalidValue(field: "week", problem: "\(week.year) has no week \(week.week)")
        }
        let previousWeek = calendar.week(containing: period.lowerBound.addingTimeInterval(-1))
        guard let previousPeriod = calendar.interval(of: previousWeek) else {
            throw TrainingError.invalidValue(field: "week", problem: "no week before \(week)")
        }
        let current = try reader.exerciseTotals(startedIn: period, rules: options.volumeRules)
        let currentBests = try reader.bestLifts(startedIn: period)
        let totals = WeeklyTotals(
            current: current,
            previous: try reader.exerciseTotals(startedIn: previousPeriod, rules: options.volumeRules),
            currentBests: currentBests,
            earlierBests: try reader.bestLifts(of: currentBests.keys.sorted(), startedBefore: period.lowerBound),
            excluded: try reader.excludedSets(startedIn: period))
        var summary = WeeklySummary(
            week: week, period: period, timeZone: options.timeZone, totals: totals,
            rules: options.volumeRules, catalog: catalog)
        try addTrends(to: &summary, calendar: calendar)
        return .updating(state) { $0.weeklySummary = summary }
    }

    /// Adds to `summary` the four weeks' averages before it, its muscle groups against their
    /// targets and the estimated-maximum trends of the lifts followed over twelve weeks, each
    /// read through the index of workout starts.
    private func addTrends(to summary: inout WeeklySummary, calendar: WeekCalendar) throws {
        let rules = options.volumeRules
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
        let lifts = options.trendLifts.isEmpty ? Self.mostTrained(working, count: 3) : options.trendLifts
        summary.estimatedMaxTrends = try lifts.map { lift in
            ExerciseTrend(
                exercise: lift, sets: try reader.datedSets(of: lift, startedIn: twelveWeeks.period),
                span: twelveWeeks, rules: rules, estimate: estimate)
        }
    }

    /// The `count` exercises with the most working sets in `totals`, most first (then by name).
    static func mostTrained(_ totals: [DatedExerciseVolume], count: Int) -> [String] {
        var sets: [String: Int] = [:]
        for total in totals { sets[total.volume.exercise, default: 0] += total.volume.sets }
        return sets.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(count).map(\.key)
    }

    private static func week(_ text: String) throws -> WeekIdentifier {
        guard let week = WeekIdentifier(text) else {
            throw TrainingError.invalidValue(field: "week", problem: "'\(text)' is not \(WeekIdentifier.expected)")
        }
        return week
    }

    /// The week before the one `instant` falls in.
    private func lastCompleteWeek(before instant: Date, _ calendar: WeekCalendar) -> WeekIdentifier {
        let thisWeek = calendar.week(containing: instant)
        let start = calendar.interval(of: thisWeek)?.lowerBound ?? instant
        return calendar.week(containing: start.addingTimeInterval(-1))
    }
}

extension UseCase where Self == WeeklyVolumeUseCase {
    /// The `weekly-volume` use case with default options.
    public static var weeklyVolume: Self { Self() }
}

extension PluginDescriptor {
    /// `weekly-volume`.
    static let weeklyVolume = PluginDescriptor(
        name: "weekly-volume",
        summary: "on weekly-report-due: the week's summary per muscle group and exercise into state",
        defaults: WeeklyVolumeOptions()
    ) { options in WeeklyVolumeUseCase(options: options) }
}
