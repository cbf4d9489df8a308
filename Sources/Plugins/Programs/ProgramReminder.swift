import SignalStore
import Workouts

/// Sends the next session of a program to the notifiers: `program-reminder [program=main]`,
/// for a schedule such as `30 6 * * mon,wed,fri`.
public struct ProgramReminder: Signal, Equatable {
    public static let wireName = "program-reminder"
    /// The program; the only one configured when absent.
    public var program: String?

    /// Asks to send the next session of `program` (the only one when nil).
    public init(program: String? = nil) { self.program = program }
}

/// Tells notifiers what the next session of a program is, as readable text:
/// `session-reminder program=main session=13 text="main session 13, day Squat: …"`.
public struct SessionReminder: Signal, Equatable {
    public static let wireName = "session-reminder"
    /// The program.
    public var program: String
    /// The session's number, from 1.
    public var session: Int
    /// Its day.
    public var day: String
    /// The session for people, one line per exercise.
    public var text: String

    /// The reminder of `session` (`day`) of `program`, worded `text`.
    public init(program: String, session: Int, day: String, text: String) {
        self.program = program
        self.session = session
        self.day = day
        self.text = text
    }
}

/// Emits `session-reminder` with the next session, as `today` derives it, and replies with it.
public struct ProgramReminderUseCase: UseCase {
    private let following = ProgramFollowing()

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ProgramReminder.self] }
    public var emittedSignals: [any Signal.Type] { [SessionReminder.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? ProgramReminder else { return .notHandled }
        let (setup, replay) = try following.state(named: request.program, in: state.units)
        let session = SessionReply(next: replay, program: setup.name, unit: state.units)
        let reminder = SessionReminder(program: setup.name, session: session.session, day: session.day, text: session.text)
        return UseCaseResult(effects: [reminder], reply: session)
    }
}

extension Signal where Self == ProgramReminder {
    /// Send the next session of `program` (the only one when nil) to the notifiers.
    public static func programReminder(program: String? = nil) -> Self { Self(program: program) }
}

extension UseCase where Self == ProgramReminderUseCase {
    /// The `program-reminder` use case.
    public static var programReminder: Self { Self() }
}

extension PluginDescriptor {
    /// `program-reminder`.
    static let programReminder = PluginDescriptor(
        name: ProgramReminder.wireName, summary: "send a training program's next session to the notifiers as text"
    ) { ProgramReminderUseCase() }
}
