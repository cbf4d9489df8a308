import SignalStore
import Workouts

/// Shows one workout with its sets: `workout id=42` (read).
public struct ShowWorkout: Signal, Equatable {
    public static let wireName = "workout"
    /// The workout to show.
    public var id: WorkoutID

    /// Asks for workout `id`.
    public init(id: WorkoutID) { self.id = id }
}

/// Replies with the workout and its sets (weights in kilograms); refuses an unknown id.
public struct ShowWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ShowWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let show = signal as? ShowWorkout else { return .notHandled }
        guard let workout = try repository.workout(id: show.id) else { throw TrainingError.unknownWorkout(show.id) }
        return .reply(workout)
    }
}

extension Signal where Self == ShowWorkout {
    /// Show workout `id`.
    public static func workout(_ id: WorkoutID) -> Self { Self(id: id) }
}

extension UseCase where Self == ShowWorkoutUseCase {
    /// The `workout` use case.
    public static var workout: Self { Self() }
}

extension PluginDescriptor {
    /// `workout`.
    static let workout = PluginDescriptor(
        name: ShowWorkout.wireName, summary: "show one workout with its sets (read)"
    ) { _ in ShowWorkoutUseCase() }
}
