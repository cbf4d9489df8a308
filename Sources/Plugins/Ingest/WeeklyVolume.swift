import FoundationEssentials
import SignalStore
import Workouts
import ZoneInfo

/// Asks for a week's training volume: `volume [week=2025-W38|this|last]` (read).
public struct Volume: Signal, Equatable {
    public static let wireName = "volume"
    public static let access = SignalAccess.read
    /// The week: `YYYY-Www`, `this` or `last`; this week (in the configured zone) when absent.
    public var week: String?

    /// Asks for the volume of `week` (this week when nil).
    public init(week: String? = nil) { self.week = week }
}

/// Replies with sets, reps and volume per exercise and per muscle group for the workouts
/// that started in the week (in the configured zone), listing unmapped exercises, the
/// exercises that counted no volume for want of a bodyweight, and the stored sets left out
/// because a value is outside liftd's ranges. It reads the same SQL totals as the weekly summary.
public struct VolumeUseCase: UseCase {
    /// Its options (`VolumeOptions`).
    public let options: VolumeOptions
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.volumeTargets) private var targets
    @Dependency(\.now) private var now

    /// The use case with `options`.
    public init(options: VolumeOptions = VolumeOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [Volume.self] }

    /// The reply: the week, its bounds, the rules used and the report.
    public struct Reply: Encodable, Sendable, Equatable {
        /// The week, `YYYY-Www`.
        public var week: String
        /// Its first instant.
        public var from: Date
        /// The next week's first instant.
        public var to: Date
        /// The zone the week was taken in.
        public var timeZone: String
        /// How volume was counted.
        public var rules: VolumeRules
        /// Per exercise, by name.
        public var exercises: [ExerciseVolume]
        /// Per muscle group, by name.
        public var muscleGroups: [MuscleGroupVolume]
        /// Exercises the catalog does not know (counted per exercise only).
        public var unmapped: [String]
        /// Why some exercises counted no volume: no bodyweight known before their sets.
        public var volumeNotes: [String]
        /// Stored sets left out because a value is outside liftd's ranges.
        public var excluded: [ExcludedRecord]
        /// Each muscle group with a target: its working sets below, within or above it.
        public var targets: [MuscleGroupTarget]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? Volume else { return .notHandled }
        let week = try NamedWeek.week(request.week, now: now.now, calendar: options.weekCalendar)
        guard let period = options.weekCalendar.interval(of: week) else {
            throw TrainingError.invalidValue(field: "week", problem: "\(week.year) has no week \(week.week)")
        }
        let totals = try reader.exerciseTotals(startedIn: period, rules: options.volumeRules)
        let excluded = try reader.excludedSets(startedIn: period)
        let report = VolumeReport(exerciseTotals: totals, rules: options.volumeRules, catalog: catalog)
        return .reply(Reply(
            week: week.description, from: period.lowerBound, to: period.upperBound,
            timeZone: options.timeZone.identifier, rules: options.volumeRules,
            exercises: report.exercises, muscleGroups: report.muscleGroups, unmapped: report.unmapped,
            volumeNotes: report.volumeNotes, excluded: excluded,
            targets: targets.marks(for: try workingCredits(report, in: period))))
    }
}

extension VolumeUseCase {
    /// The muscle groups' credit from working sets only: `report`'s own unless it counts warm-ups.
    private func workingCredits(_ report: VolumeReport, in period: Range<Date>) throws -> [MuscleGroupVolume] {
        let working = options.volumeRules.workingSetsOnly
        guard working != options.volumeRules else { return report.muscleGroups }
        let totals = try reader.exerciseTotals(startedIn: period, rules: working)
        return VolumeReport(exerciseTotals: totals, rules: working, catalog: catalog).muscleGroups
    }
}

extension Signal where Self == Volume {
    /// The volume of `week` (`YYYY-Www`, `this` or `last`; this week when nil).
    public static func volume(week: String? = nil) -> Self { Self(week: week) }
}

extension UseCase where Self == VolumeUseCase {
    /// The `volume` use case with default options.
    public static var volume: Self { Self() }
}

extension PluginDescriptor {
    /// `volume`.
    static let volume = PluginDescriptor(
        name: Volume.wireName, summary: "sets, reps and volume of a week per exercise and muscle group (read)",
        defaults: VolumeOptions()
    ) { options in VolumeUseCase(options: options) }
}
