import FoundationEssentials
import SignalStore
import Workouts

/// Skips the program's next session: `skip-session [program=main] [at=2025-09-15T07:00:00Z]`.
/// The position moves as for a finished session with no sets: no lift progresses or fails.
public struct SkipSession: Signal, Equatable {
    public static let wireName = "skip-session"
    /// The program; the only one configured when absent.
    public var program: String?
    /// When it was skipped, ISO 8601 with a zone, not in the future; now when absent. Sessions
    /// count in date order, so a skip logged with past sessions takes its place among them.
    public var at: String?

    /// Asks to skip the next session of `program` (the only one when nil), at `at` (now when nil).
    public init(program: String? = nil, at: String? = nil) {
        self.program = program
        self.at = at
    }
}

/// Keeps the skip in the program's log (durably) and replies with the session now next;
/// emits `training-changed`, so the dashboard shows it. A skip before the program's start
/// is refused: it would not count.
public struct SkipSessionUseCase: UseCase {
    private let following = ProgramFollowing()
    @Dependency(\.programLog) private var log
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [SkipSession.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? SkipSession else { return .notHandled }
        let setup = try following.setup(named: request.program)
        let date = try SessionTime.instant(request.at, now: clock.now)
        if date < Date(timeIntervalSince1970: 0) {
            throw TrainingError.invalidValue(field: "at", problem: "before 1970: liftd keeps no session that early")
        }
        try following.requireCounted(date, in: setup)
        try log.record(.skipped(at: date), for: setup.name)
        let replay = try following.replay(of: setup, in: state.units)
        // The dashboard shows the next session.
        return UseCaseResult(
            effects: [TrainingChanged(cause: SkipSession.wireName)],
            reply: SessionReply(next: replay, program: setup.name, unit: state.units))
    }
}

extension Signal where Self == SkipSession {
    /// Skip the next session of `program` (the only one when nil).
    public static func skipSession(program: String? = nil, at: String? = nil) -> Self { Self(program: program, at: at) }
}

extension UseCase where Self == SkipSessionUseCase {
    /// The `skip-session` use case.
    public static var skipSession: Self { Self() }
}

extension PluginDescriptor {
    /// `skip-session`.
    static let skipSession = PluginDescriptor(
        name: SkipSession.wireName, summary: "skip a training program's next session: nothing progresses or fails"
    ) { SkipSessionUseCase() }
}
