import SignalStore
import Workouts

/// Asks for the program's next sessions as they would come: `preview-program sessions=12
/// [fail="Squat (Barbell)",…] [program=main]` (read).
public struct PreviewProgram: Signal, Equatable {
    public static let wireName = "preview-program"
    public static let access = SignalAccess.read
    /// The program; the only one configured when absent.
    public var program: String?
    /// How many sessions, 1 to 520.
    public var sessions: Int
    /// Exercises to simulate failing (every set one rep short), separated by commas.
    public var fail: String?

    /// Asks for the next `sessions` sessions of `program`, failing the exercises in `fail`.
    public init(program: String? = nil, sessions: Int, fail: String? = nil) {
        self.program = program
        self.sessions = sessions
        self.fail = fail
    }
}

/// Replies `{"sessions": [...]}`: the next sessions each in `today`'s form, simulating
/// success, or failure for the exercises named. It stores nothing.
public struct PreviewProgramUseCase: UseCase {
    private let following = ProgramFollowing()
    @Dependency(\.now) private var clock

    /// The most sessions one preview shows: ten years of three a week.
    public static let maximumSessions = 520
    /// The most sets one preview prescribes in all, so that a large program's preview stays
    /// a reply of a few megabytes (the shipped templates reach 520 sessions within it).
    public static let maximumSets = 10_000

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [PreviewProgram.self] }

    /// The sessions previewed.
    public struct Reply: Encodable, Sendable, Equatable {
        /// Each session, in `today`'s form.
        public var sessions: [SessionReply]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? PreviewProgram else { return .notHandled }
        guard (1...Self.maximumSessions).contains(request.sessions) else {
            throw TrainingError.invalidValue(
                field: "sessions", problem: "expected 1 to \(Self.maximumSessions), got \(request.sessions)")
        }
        let (setup, replay) = try following.state(named: request.program, in: state.units)
        let largestSession = replay.program.mostSetsInASession
        let allowed = Self.maximumSets / max(largestSession, 1)
        guard request.sessions <= allowed else {
            throw TrainingError.invalidValue(field: "sessions", problem: "program '\(setup.name)' prescribes up to "
                + "\(largestSession) sets a session: at most \(allowed) sessions (\(Self.maximumSets) sets) a preview")
        }
        let exercises = Set(replay.program.lifts.map(\.key.exercise))
        var failing = Set<String>()
        for name in (request.fail ?? "").split(separator: ",").map({ String($0).trimmingWhitespace() }) where !name.isEmpty {
            guard let exercise = exercises.first(where: { $0.lowercased() == name.lowercased() }) else {
                throw TrainingError.invalidValue(
                    field: "fail", problem: "program '\(setup.name)' has no lift '\(name)'; its lifts are "
                        + exercises.sorted().joined(separator: ", "))
            }
            failing.insert(exercise)
        }
        let sessions = replay.preview(sessions: request.sessions, failing: failing, from: clock.now) { simulated in
            SessionReply(next: simulated, program: setup.name, unit: state.units)
        }
        return .reply(Reply(sessions: sessions))
    }
}

extension Signal where Self == PreviewProgram {
    /// The next `sessions` sessions of `program`, failing the exercises in `fail`.
    public static func previewProgram(program: String? = nil, sessions: Int, fail: String? = nil) -> Self {
        Self(program: program, sessions: sessions, fail: fail)
    }
}

extension UseCase where Self == PreviewProgramUseCase {
    /// The `preview-program` use case.
    public static var previewProgram: Self { Self() }
}

extension PluginDescriptor {
    /// `preview-program`.
    static let previewProgram = PluginDescriptor(
        name: PreviewProgram.wireName,
        summary: "a training program's next sessions, simulating success or the failures named; stores nothing (read)"
    ) { PreviewProgramUseCase() }
}
