import FoundationEssentials
import SchedulerContract
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
        let summary = try WeeklySummaryComputation(reader: reader, catalog: catalog, targets: targets, estimate: estimate)
            .summary(of: week, calendar: calendar, rules: options.volumeRules, trendLifts: options.trendLifts)
        return .updating(state) { $0.weeklySummary = summary }
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
