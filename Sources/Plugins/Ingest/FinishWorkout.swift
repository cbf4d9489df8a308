import FoundationEssentials
import SignalStore
import Workouts

/// Ends the active workout now, or at a past instant to log a past session:
/// `finish-workout [at=2025-09-15T18:45:00+02:00]`.
public struct FinishWorkout: Signal, Equatable {
    public static let wireName = "finish-workout"
    /// When it ended, ISO 8601 with a zone, not in the future, nor before the workout started
    /// or its last set; now when absent.
    public var at: String?

    /// Asks to finish the active workout at `at` (now when absent).
    public init(at: String? = nil) { self.at = at }
}

/// Records the active workout's end and clears it; refuses when none is in progress and an
/// end in the future, before the start or before the last set. Replies with the finished
/// workout's summary (`FinishedWorkout`) and emits `training-changed`, and for a session of
/// a program one `progression` per lift it changed.
public struct FinishWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.personalRecords) private var records
    @Dependency(\.bodyweightStore) private var bodyweights
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.programLog) private var programLog
    @Dependency(\.now) private var clock
    private let following = ProgramFollowing()

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [FinishWorkout.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self, Progression.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let finish = signal as? FinishWorkout else { return .notHandled }
        guard let active = state.activeWorkout else { throw TrainingError.noActiveWorkout }
        let now = clock.now
        let end = try SessionTime.instant(finish.at, now: now, notBefore: active.start)
        guard let workout = try repository.workout(id: active.id) else { throw TrainingError.unknownWorkout(active.id) }
        if finish.at != nil { try Self.check(end: end, of: workout) }
        let program = following.isConfigured ? try programLog.program(ofWorkout: active.id) : nil
        let progressions = try following.progressions(of: program, in: state.units) {
            try repository.finish(workout: active.id, at: end)
        }
        var next = state
        next.activeWorkout = nil
        let summary = try FinishedWorkout(
            workout, end: end, catalog: catalog,
            bodyweights: BodyweightHistory(bodyweights.bodyweights(
                in: Date(timeIntervalSince1970: 0)..<end.addingTimeInterval(1), limit: Self.bodyweightsRead)),
            records: records)
        return UseCaseResult(
            state: next, effects: [TrainingChanged(cause: FinishWorkout.wireName)] + progressions, reply: summary)
    }

    /// The most bodyweights, newest first up to the end, the summary's volume reads.
    static let bodyweightsRead = 100

    /// Refuses an `at=` end after which the workout would last longer than liftd's ranges
    /// allow, or that comes before one of its sets.
    private static func check(end: Date, of workout: Workout) throws {
        if ValueRanges.workoutDuration.violation(end.timeIntervalSince(workout.start)) != nil {
            throw TrainingError.invalidValue(
                field: "at", problem: "the workout would last over \(Int(ValueRanges.workoutDuration.highest / 3_600)) hours")
        }
        if let last = workout.sets.compactMap(\.performedAt).max(), end < last {
            throw TrainingError.invalidValue(
                field: "at", problem: "before the workout's last set (\(last.formatted(.iso8601)))")
        }
    }
}

extension Signal where Self == FinishWorkout {
    /// Finish the active workout now.
    public static var finishWorkout: Self { Self() }
}

extension UseCase where Self == FinishWorkoutUseCase {
    /// The `finish-workout` use case.
    public static var finishWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `finish-workout`.
    static let finishWorkout = PluginDescriptor(
        name: FinishWorkout.wireName, summary: "end the active workout now (or at= a past time) and summarise it"
    ) { FinishWorkoutUseCase() }
}
