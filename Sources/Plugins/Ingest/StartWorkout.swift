import SignalStore
import Workouts

/// Starts a workout now: `start-workout name="Push Day"`.
public struct StartWorkout: Signal, Equatable {
    public static let wireName = "start-workout"
    /// The workout's name; `Workout` when absent.
    public var name: String?
    /// Notes on the whole workout.
    public var notes: String?

    /// Asks to start a workout called `name`.
    public init(name: String? = nil, notes: String? = nil) {
        self.name = name
        self.notes = notes
    }
}

/// Stores a new workout starting now and makes it the active one; refuses while another
/// is in progress, and a name longer than liftd's ranges allow. Replies with the active workout.
public struct StartWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [StartWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let start = signal as? StartWorkout else { return .notHandled }
        if let active = state.activeWorkout { throw TrainingError.workoutInProgress(active.id, name: active.name) }
        try RangeCheck.require(start.notes.flatMap { ValueRanges.violation(notes: $0, field: "notes") })
        let name = start.name?.trimmingWhitespace() ?? ""
        try RangeCheck.require(ValueRanges.violation(requestName: name, field: "name"))
        let workout = Workout(name: name.isEmpty ? "Workout" : name, start: clock.now, notes: start.notes ?? "")
        if let violation = ValueRanges(now: clock.now).violation(in: workout) {
            throw TrainingError.outOfRange(violation.field == ValueRanges.workoutNameField
                ? RangeViolation(field: "name", allowed: violation.allowed, got: violation.got) : violation)
        }
        let id = try repository.insert(workout)
        let active = ActiveWorkout(id: id, name: workout.name, start: workout.start)
        var next = state
        next.activeWorkout = active
        return UseCaseResult(state: next, reply: active)
    }
}

extension Signal where Self == StartWorkout {
    /// Start a workout called `name`.
    public static func startWorkout(name: String? = nil, notes: String? = nil) -> Self { Self(name: name, notes: notes) }
}

extension UseCase where Self == StartWorkoutUseCase {
    /// The `start-workout` use case.
    public static var startWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `start-workout`.
    static let startWorkout = PluginDescriptor(
        name: StartWorkout.wireName, summary: "start a workout now and make it the active one"
    ) { StartWorkoutUseCase() }
}
