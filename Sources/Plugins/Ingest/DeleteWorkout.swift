import SignalStore
import Workouts

/// Deletes a stored workout and its sets: `delete-workout workout=42`.
///
/// The field is `workout`, as in `log-set`: `id` is the request's own id. Access: operator
/// level (it destroys data); the daemon enforces access levels.
public struct DeleteWorkout: Signal, Equatable {
    public static let wireName = "delete-workout"
    /// The workout to delete.
    public var workout: WorkoutID

    /// Asks to delete workout `workout`.
    public init(workout: WorkoutID) { self.workout = workout }
}

/// Deletes the workout (clearing it from state if it was active); refuses an unknown id.
/// Operator level. Replies with the deleted id.
public struct DeleteWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [DeleteWorkout.self] }

    /// The reply.
    public struct Deleted: Encodable, Sendable, Equatable {
        /// The id of the deleted workout.
        public var deleted: WorkoutID
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let delete = signal as? DeleteWorkout else { return .notHandled }
        guard try repository.delete(workout: delete.workout) else { throw TrainingError.unknownWorkout(delete.workout) }
        var next = state
        if next.activeWorkout?.id == delete.workout { next.activeWorkout = nil }
        return UseCaseResult(state: next, reply: Deleted(deleted: delete.workout))
    }
}

extension Signal where Self == DeleteWorkout {
    /// Delete workout `id`.
    public static func deleteWorkout(_ id: WorkoutID) -> Self { Self(workout: id) }
}

extension UseCase where Self == DeleteWorkoutUseCase {
    /// The `delete-workout` use case.
    public static var deleteWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `delete-workout` (operator level).
    static let deleteWorkout = PluginDescriptor(
        name: DeleteWorkout.wireName, summary: "delete a workout and its sets (operator level)"
    ) { DeleteWorkoutUseCase() }
}
