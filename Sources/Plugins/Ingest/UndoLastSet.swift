import SignalStore
import Workouts

/// Removes the last logged set of the active (or named) workout: `undo-last-set`.
public struct UndoLastSet: Signal, Equatable {
    public static let wireName = "undo-last-set"
    /// The workout; the active one when absent.
    public var workout: WorkoutID?

    /// Asks to undo the last set of `workout`, or of the active workout.
    public init(workout: WorkoutID? = nil) { self.workout = workout }
}

/// Deletes the workout's last set and replies with it; refuses when there is none.
public struct UndoLastSetUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [UndoLastSet.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let undo = signal as? UndoLastSet else { return .notHandled }
        guard let workout = undo.workout ?? state.activeWorkout?.id else { throw TrainingError.noActiveWorkout }
        guard let removed = try repository.removeLastSet(ofWorkout: workout) else {
            throw TrainingError.nothingToUndo(workout)
        }
        var next = state
        if next.activeWorkout?.id == workout { next.activeWorkout?.setCount -= 1 }
        return UseCaseResult(state: next, reply: removed)
    }
}

extension Signal where Self == UndoLastSet {
    /// Undo the active workout's last set.
    public static var undoLastSet: Self { Self() }
}

extension UseCase where Self == UndoLastSetUseCase {
    /// The `undo-last-set` use case.
    public static var undoLastSet: Self { Self() }
}

extension PluginDescriptor {
    /// `undo-last-set`.
    static let undoLastSet = PluginDescriptor(
        name: UndoLastSet.wireName, summary: "remove the last logged set"
    ) { UndoLastSetUseCase() }
}
