import Foundation
import SignalStore
import Workouts

/// Computes the weekly summary into state (`weeklySummary`): per muscle group and per
/// exercise sets, reps and volume beside the previous week, the records set that week, the
/// unmapped exercises and the stored sets left out as out of range. The writers render it.
public struct WeeklyVolumeUseCase: UseCase {
    /// Options: `time-zone`, `week-start`, `count-warm-ups`, `secondary-fraction`.
    public let options: TrainingOptions
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var now

    /// The use case with `options`.
    public init(options: TrainingOptions = TrainingOptions()) { self.options = options }

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
        let summary = WeeklySummary(
            week: week, period: period, timeZone: options.timeZone, totals: totals,
            rules: options.volumeRules, catalog: catalog)
        return .updating(state) { $0.weeklySummary = summary }
    }

    private static func week(_ text: String) throws -> WeekIdentifier {
        guard let week = WeekIdentifier(text) else {
            throw TrainingError.invalidValue(field: "week", problem: "'\(text)' is not a week like 2025-W38")
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
        options: [TrainingOptions.timeZoneOption, TrainingOptions.weekStartOption,
                  TrainingOptions.countWarmUpsOption, TrainingOptions.secondaryFractionOption,
                  TrainingOptions.bodyweightVolumeOption],
        defaults: TrainingOptions()
    ) { options in WeeklyVolumeUseCase(options: options) }
}
