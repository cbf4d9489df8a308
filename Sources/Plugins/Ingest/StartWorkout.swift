import SignalStore
import Workouts

/// Starts a workout now, or at a past instant to log a past session:
/// `start-workout name="Push Day" [at=2025-09-15T17:30:00+02:00]`.
public struct StartWorkout: Signal, Equatable {
    public static let wireName = "start-workout"
    /// The workout's name; `Workout` when absent.
    public var name: String?
    /// Notes on the whole workout.
    public var notes: String?
    /// When it started, ISO 8601 with a zone, not in the future; now when absent.
    public var at: String?

    /// Asks to start a workout called `name` at `at` (now when absent).
    public init(name: String? = nil, notes: String? = nil, at: String? = nil) {
        self.name = name
        self.notes = notes
        self.at = at
    }
}

/// Stores a new workout starting now (or `at`) and makes it the active one; refuses while
/// another is in progress, a start in the future, and a name longer than liftd's ranges
/// allow. Replies with the active workout.
public struct StartWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [StartWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let start = signal as? StartWorkout else { return .notHandled }
        if let active = state.activeWorkout { throw TrainingError.workoutInProgress(active.id, name: active.name) }
        let now = clock.now
        let active = try ActiveWorkout.begin(
            name: start.name, fallbackName: "Workout", notes: start.notes,
            at: try SessionTime.instant(start.at, now: now), now: now, in: repository)
        var next = state
        next.activeWorkout = active
        return UseCaseResult(state: next, reply: active)
    }
}

extension Signal where Self == StartWorkout {
    /// Start a workout called `name`.
    public static func startWorkout(name: String? = nil, notes: String? = nil, at: String? = nil) -> Self {
        Self(name: name, notes: notes, at: at)
    }
}

extension UseCase where Self == StartWorkoutUseCase {
    /// The `start-workout` use case.
    public static var startWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `start-workout`.
    static let startWorkout = PluginDescriptor(
        name: StartWorkout.wireName, summary: "start a workout now (or at= a past time) and make it the active one"
    ) { StartWorkoutUseCase() }
}
