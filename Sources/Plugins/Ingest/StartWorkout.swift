import SignalStore
import Workouts

/// Starts a workout now, or at a past instant to log a past session:
/// `start-workout name="Push Day" [at=2025-09-15T17:30:00+02:00] [program=main]`.
public struct StartWorkout: Signal, Equatable {
    public static let wireName = "start-workout"
    /// The workout's name; `Workout` when absent.
    public var name: String?
    /// Notes on the whole workout.
    public var notes: String?
    /// When it started, ISO 8601 with a zone, not in the future; now when absent.
    public var at: String?
    /// The training program whose next session it is (`programs:` names them): finishing
    /// it progresses the program.
    public var program: String?

    /// Asks to start a workout called `name` at `at` (now when absent), a session of `program`.
    public init(name: String? = nil, notes: String? = nil, at: String? = nil, program: String? = nil) {
        self.name = name
        self.notes = notes
        self.at = at
        self.program = program
    }
}

/// Stores a new workout starting now (or `at`) and makes it the active one; refuses while
/// another is in progress, a start in the future, and a name longer than liftd's ranges
/// allow. Replies with the active workout. With `program=` it is that program's next
/// session: named after its day unless `name=` is given, and answered with the session.
public struct StartWorkoutUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.programLog) private var programLog
    @Dependency(\.now) private var clock
    private let following = ProgramFollowing()

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [StartWorkout.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let start = signal as? StartWorkout else { return .notHandled }
        if let active = state.activeWorkout { throw TrainingError.workoutInProgress(active.id, name: active.name) }
        let now = clock.now
        let instant = try SessionTime.instant(start.at, now: now)
        let session = try start.program.map { name in
            let (setup, replay) = try following.state(named: name, in: state.units)
            try following.requireCounted(instant, in: setup)
            return SessionReply(next: replay, program: setup.name, unit: state.units)
        }
        let active = try ActiveWorkout.begin(
            name: start.name, fallbackName: session.map { "\($0.program): \($0.day)" } ?? "Workout", notes: start.notes,
            at: instant, now: now, in: repository)
        if let session {
            do {
                try programLog.assign(workout: active.id, to: session.program)
            } catch {
                _ = try? repository.delete(workout: active.id)
                throw error
            }
        }
        var next = state
        next.activeWorkout = active
        return UseCaseResult(state: next, reply: session.map { ProgramSessionStart(workout: active, session: $0) } ?? active)
    }
}

/// What `start-workout program=` answers: the active workout's fields, and the session
/// the program prescribes under `session`.
public struct ProgramSessionStart: Encodable, Sendable, Equatable {
    /// The workout started.
    public var workout: ActiveWorkout
    /// The session it is.
    public var session: SessionReply

    public func encode(to encoder: any Encoder) throws {
        try workout.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(session, forKey: .session)
    }

    private enum Key: String, CodingKey { case session }
}

extension Signal where Self == StartWorkout {
    /// Start a workout called `name`.
    public static func startWorkout(
        name: String? = nil, notes: String? = nil, at: String? = nil, program: String? = nil
    ) -> Self {
        Self(name: name, notes: notes, at: at, program: program)
    }
}

extension UseCase where Self == StartWorkoutUseCase {
    /// The `start-workout` use case.
    public static var startWorkout: Self { Self() }
}

extension PluginDescriptor {
    /// `start-workout`.
    static let startWorkout = PluginDescriptor(
        name: StartWorkout.wireName, summary: "start a workout now (or at= a past time), perhaps a program's next session, and make it the active one"
    ) { StartWorkoutUseCase() }
}
