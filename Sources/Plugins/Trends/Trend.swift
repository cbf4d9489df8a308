import FoundationEssentials
import SignalStore
import Workouts
import ZoneInfo

/// `trend exercise=… [weeks=N] [to=YYYY-Www]`: an exercise week by week (read).
public struct Trend: Signal, Equatable {
    public static let wireName = "trend"
    public static let access = SignalAccess.read
    /// The exercise, as the catalog or an import names it.
    public var exercise: String
    /// How many weeks, 1 to 520; 12 when absent (`TrendWeeks.defaultCount`).
    public var weeks: Int?
    /// The last week, `YYYY-Www`; the current week when absent.
    public var to: String?

    /// The `weeks` weeks of `exercise` (12 when nil) ending with `to` (the current week when nil).
    public init(exercise: String, weeks: Int? = nil, to: String? = nil) {
        self.exercise = exercise
        self.weeks = weeks
        self.to = to
    }
}

/// Replies with an exercise's best estimated maximum, top set, sets, reps and volume per
/// week, volume counted by the exercise's load type as `volume` counts it; a week without
/// sets has nulls. Changes nothing.
public struct TrendUseCase: UseCase {
    /// Its options (`TrendOptions`).
    public let options: TrendOptions
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.oneRepMaxEstimate) private var estimate
    @Dependency(\.now) private var now

    /// The use case with `options`.
    public init(options: TrendOptions = TrendOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [Trend.self] }

    /// The reply: the zone, the estimate used and the weeks.
    public struct Reply: Encodable, Sendable, Equatable {
        /// The exercise.
        public var exercise: String
        /// The zone weeks were taken in.
        public var timeZone: String
        /// The formula and rep cap of `estimatedMaxKilograms`.
        public var estimate: OneRepMaxEstimate
        /// The weeks, oldest first.
        public var weeks: [ExerciseTrendWeek]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? Trend else { return .notHandled }
        guard !request.exercise.isEmpty else {
            throw TrainingError.invalidValue(field: "exercise", problem: "is empty")
        }
        let span = try TrendWeeks.span(count: request.weeks, to: request.to, now: now.now, calendar: options.weekCalendar)
        let sets = try reader.datedSets(of: request.exercise, startedIn: span.period)
        let trend = ExerciseTrend(
            exercise: request.exercise, sets: sets, span: span, rules: options.volumeRules,
            load: catalog.load(of: request.exercise), estimate: estimate)
        return .reply(Reply(
            exercise: request.exercise, timeZone: options.timeZone.identifier, estimate: estimate, weeks: trend.weeks))
    }
}

extension PluginDescriptor {
    /// `trend`.
    static let trend = PluginDescriptor(
        name: Trend.wireName,
        summary: "an exercise week by week: best estimated max, top set, sets and volume (read)",
        defaults: TrendOptions()
    ) { options in TrendUseCase(options: options) }
}
