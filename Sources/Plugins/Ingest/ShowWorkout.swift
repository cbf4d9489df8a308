import SignalStore
import Workouts

/// Shows one workout with its sets and their ids: `workout workout=42` (read).
///
/// The field is `workout`, as in `log-set` and `undo-last-set`: `id` is the request's own id.
public struct ShowWorkout: Signal, Equatable {
    public static let wireName = "workout"
    public static let access = SignalAccess.read
    /// The workout to show.
    public var workout: WorkoutID

    /// Asks for workout `workout`.
    public init(workout: WorkoutID) { self.workout = workout }
}

/// Replies with the workout and its sets (weights in kilograms), each with the id
/// `delete-set` and `update-set` take; refuses an unknown id.
public struct ShowWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ShowWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let show = signal as? ShowWorkout else { return .notHandled }
        guard let workout = try repository.workout(id: show.workout), let sets = try repository.storedSets(ofWorkout: show.workout)
        else { throw TrainingError.unknownWorkout(show.workout) }
        return .reply(ShownWorkout(workout: workout, sets: sets))
    }
}

extension Signal where Self == ShowWorkout {
    /// Show workout `id`.
    public static func workout(_ id: WorkoutID) -> Self { Self(workout: id) }
}

extension UseCase where Self == ShowWorkoutUseCase {
    /// The `workout` use case.
    public static var workout: Self { Self() }
}

extension PluginDescriptor {
    /// `workout`.
    static let workout = PluginDescriptor(
        name: ShowWorkout.wireName, summary: "show one workout with its sets and their ids (read)"
    ) { ShowWorkoutUseCase() }
}
