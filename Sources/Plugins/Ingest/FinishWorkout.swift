import SignalStore
import Workouts

/// Ends the active workout now: `finish-workout`.
public struct FinishWorkout: Signal, Equatable {
    public static let wireName = "finish-workout"

    /// Asks to finish the active workout.
    public init() {}
}

/// Records the active workout's end and clears it; refuses when none is in progress.
/// Replies with the finished workout's summary and emits `training-changed`.
public struct FinishWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [FinishWorkout.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is FinishWorkout else { return .notHandled }
        guard let active = state.activeWorkout else { throw TrainingError.noActiveWorkout }
        let end = clock.now
        try repository.finish(workout: active.id, at: end)
        var next = state
        next.activeWorkout = nil
        let summary = WorkoutSummary(id: active.id, name: active.name, start: active.start, end: end, setCount: active.setCount)
        return UseCaseResult(state: next, effects: [TrainingChanged(cause: FinishWorkout.wireName)], reply: summary)
    }
}

extension Signal where Self == FinishWorkout {
    /// Finish the active workout.
    public static var finishWorkout: Self { Self() }
}

extension UseCase where Self == FinishWorkoutUseCase {
    /// The `finish-workout` use case.
    public static var finishWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `finish-workout`.
    static let finishWorkout = PluginDescriptor(
        name: FinishWorkout.wireName, summary: "end the active workout now"
    ) { FinishWorkoutUseCase() }
}
