import FoundationEssentials
import SignalStore
import Workouts

/// Asks for a program's state: `program-state [program=main]` (read).
public struct ShowProgramState: Signal, Equatable {
    public static let wireName = "program-state"
    public static let access = SignalAccess.read
    /// The program; the only one configured when absent.
    public var program: String?

    /// Asks for the state of `program` (the only one when nil).
    public init(program: String? = nil) { self.program = program }
}

/// Replies with the program's position in its cycle, each lift's training max or working
/// weight, stage and failures in a row, and the history of every change with its reason.
/// The state is derived by replaying the program's log; nothing changes.
public struct ProgramStateUseCase: UseCase {
    private let following = ProgramFollowing()

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ShowProgramState.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? ShowProgramState else { return .notHandled }
        let (setup, replay) = try following.state(named: request.program, in: state.units)
        return .reply(ProgramStateReply(setup: setup, replay: replay, unit: state.units))
    }
}

extension Signal where Self == ShowProgramState {
    /// The state of `program` (the only one when nil).
    public static func programState(program: String? = nil) -> Self { Self(program: program) }
}

extension UseCase where Self == ProgramStateUseCase {
    /// The `program-state` use case.
    public static var programState: Self { Self() }
}

extension PluginDescriptor {
    /// `program-state`.
    static let programState = PluginDescriptor(
        name: ShowProgramState.wireName,
        summary: "a training program's training maxes, weights, stages, failures and position, with their history (read)"
    ) { ProgramStateUseCase() }
}
