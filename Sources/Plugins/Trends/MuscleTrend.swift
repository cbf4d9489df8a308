import FoundationEssentials
import SignalStore
import Workouts
import ZoneInfo

/// `muscle-trend muscle=… [weeks=N] [to=YYYY-Www]`: a muscle group week by week (read).
public struct MuscleTrendRequest: Signal, Equatable {
    public static let wireName = "muscle-trend"
    public static let access = SignalAccess.read
    /// The muscle group, e.g. `chest` or `middle back`.
    public var muscle: String
    /// How many weeks, 1 to 520; 12 when absent (`TrendWeeks.defaultCount`).
    public var weeks: Int?
    /// The last week, `YYYY-Www`; the current week when absent.
    public var to: String?

    /// The `weeks` weeks of `muscle` (12 when nil) ending with `to` (the current week when nil).
    public init(muscle: String, weeks: Int? = nil, to: String? = nil) {
        self.muscle = muscle
        self.weeks = weeks
        self.to = to
    }
}

/// Replies with a muscle group's credited sets, reps and volume per week, counted as
/// `volume` counts them (secondary muscles fractionally), and its weekly target; a week
/// without credit has nulls. Changes nothing.
public struct MuscleTrendUseCase: UseCase {
    /// Its options (`VolumeOptions`, as `volume` takes them).
    public let options: VolumeOptions
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.volumeTargets) private var targets
    @Dependency(\.now) private var now

    /// The use case with `options`.
    public init(options: VolumeOptions = VolumeOptions()) { self.options = options }

    public var name: String { MuscleTrendRequest.wireName }
    public var handledSignals: [any Signal.Type] { [MuscleTrendRequest.self] }

    /// The reply: the group, the zone, the rules used, its target and the weeks.
    public struct Reply: Encodable, Sendable, Equatable {
        /// The muscle group.
        public var muscleGroup: MuscleGroup
        /// The zone weeks were taken in.
        public var timeZone: String
        /// How sets were counted.
        public var rules: VolumeRules
        /// Its weekly working-set target, if it has one.
        public var target: SetTarget?
        /// The weeks, oldest first.
        public var weeks: [MuscleTrendWeek]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? MuscleTrendRequest else { return .notHandled }
        guard let muscle = MuscleGroup(named: request.muscle) else {
            throw TrainingError.invalidValue(
                field: "muscle", problem: "'\(request.muscle)' is not one of "
                    + MuscleGroup.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let span = try TrendWeeks.span(count: request.weeks, to: request.to, now: now.now, calendar: options.weekCalendar)
        let totals = try reader.workoutExerciseTotals(startedIn: span.period, rules: options.volumeRules)
        let trend = MuscleTrend(muscleGroup: muscle, totals: totals, span: span, rules: options.volumeRules, catalog: catalog)
        return .reply(Reply(
            muscleGroup: muscle, timeZone: options.timeZone.identifier, rules: options.volumeRules,
            target: targets.ranges[muscle], weeks: trend.weeks))
    }
}

extension PluginDescriptor {
    /// `muscle-trend`.
    static let muscleTrend = PluginDescriptor(
        name: MuscleTrendRequest.wireName,
        summary: "a muscle group week by week: credited sets, reps and volume (read)",
        defaults: VolumeOptions()
    ) { options in MuscleTrendUseCase(options: options) }
}
