import SignalStore
import Workouts

/// Picks up a workout left unfinished, e.g. when liftd restarted mid-workout:
/// `resume-workout`. The daemon may send it once at startup.
public struct ResumeWorkout: Signal, Equatable {
    public static let wireName = "resume-workout"

    /// Asks to resume the unfinished workout, if there is one.
    public init() {}
}

/// Makes the most recent unfinished, lifter-started workout the active one; replies with
/// the active workout, or `null` when there is none. An active workout is kept as it is.
public struct ResumeWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ResumeWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is ResumeWorkout else { return .notHandled }
        if let active = state.activeWorkout { return .reply(active) }
        guard let unfinished = try repository.workoutInProgress() else {
            return .reply(ActiveWorkout?.none)
        }
        let active = ActiveWorkout(
            id: unfinished.id, name: unfinished.name, start: unfinished.start, setCount: unfinished.setCount)
        var next = state
        next.activeWorkout = active
        return UseCaseResult(state: next, reply: active)
    }
}

extension Signal where Self == ResumeWorkout {
    /// Resume the unfinished workout.
    public static var resumeWorkout: Self { Self() }
}

extension UseCase where Self == ResumeWorkoutUseCase {
    /// The `resume-workout` use case.
    public static var resumeWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `resume-workout`.
    static let resumeWorkout = PluginDescriptor(
        name: ResumeWorkout.wireName, summary: "make the unfinished workout active again (after a restart)"
    ) { ResumeWorkoutUseCase() }
}
