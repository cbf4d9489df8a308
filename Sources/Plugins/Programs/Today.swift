import SignalStore
import Workouts

/// Asks for the next session of a program: `today [program=main]` (read).
public struct Today: Signal, Equatable {
    public static let wireName = "today"
    public static let access = SignalAccess.read
    /// The program, as `programs:` names it; the only one configured when absent.
    public var program: String?

    /// Asks for the next session of `program` (the only one when nil).
    public init(program: String? = nil) { self.program = program }
}

/// Replies with the next session of the program: its day, its number and each exercise's
/// work sets with their weights in the current unit and why they are at them. It derives
/// the state by replaying the program's log, and changes nothing.
public struct TodayUseCase: UseCase {
    private let following = ProgramFollowing()

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [Today.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? Today else { return .notHandled }
        let (setup, replay) = try following.state(named: request.program, in: state.units)
        return .reply(SessionReply(next: replay, program: setup.name, unit: state.units))
    }
}

extension Signal where Self == Today {
    /// The next session of `program` (the only one when nil).
    public static func today(program: String? = nil) -> Self { Self(program: program) }
}

extension UseCase where Self == TodayUseCase {
    /// The `today` use case.
    public static var today: Self { Self() }
}

extension PluginDescriptor {
    /// `today`.
    static let today = PluginDescriptor(
        name: Today.wireName, summary: "the next session of a training program, with why each weight is what it is (read)"
    ) { TodayUseCase() }
}
