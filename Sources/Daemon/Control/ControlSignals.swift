import ControlProtocol
import Plugins
import SignalStore
import Workouts

/// `ping`: is the daemon alive? Answers `{"pong":true}`.
public struct Ping: FieldlessSignal, Equatable {
    public static let wireName = "ping"
    public static let access = SignalAccess.read
    public init() {}
}

/// `help`: every signal the daemon accepts, with its purpose, fields and access level, people's
/// first and the internal ones apart; `help name=SIGNAL` describes one in full.
public struct Help: FieldlessSignal, Equatable {
    public static let wireName = "help"
    public static let access = SignalAccess.read
    /// The signal to describe; all of them, briefly, when absent.
    public var name: String?
    /// The listing of every signal.
    public init() {}
    /// The page of the signal called `name`.
    public init(name: String?) { self.name = name }
}

/// `status`: version, uptime, config, chains run, queue depth, recent errors.
public struct Status: FieldlessSignal, Equatable {
    public static let wireName = "status"
    public static let access = SignalAccess.read
    public init() {}
}

/// `state`: a JSON snapshot of the store's state.
public struct StateSnapshot: FieldlessSignal, Equatable {
    public static let wireName = "state"
    public static let access = SignalAccess.read
    public init() {}
}

/// `reload`: read the config again; a bad one is refused and the old one keeps running.
/// Every setting a reload can apply is applied (use cases, plugin options, schedules,
/// units, time zone, access, exercises, output and import directories); the reply names
/// the changed ones that wait for a restart (socket settings, state directory, database).
public struct Reload: FieldlessSignal, Equatable {
    public static let wireName = "reload"
    public static let access = SignalAccess.admin
    public init() {}
}

/// `ping`'s answer, rendered once: it must stay what `JSONOutput.line` writes for it (`RenderedReplyTests`).
struct Pong: Encodable, Sendable, RenderedReply {
    private static let json = JSONValue.object(["pong": .bool(true), "version": .string(Liftd.version)]).rendered

    let pong = true
    let version = Liftd.version

    var renderedJSON: String { Self.json }
}

/// Answers the built-in control signals. It comes first in the store's list, so no
/// configured use case can shadow a control signal.
public struct ControlUseCase: UseCase {
    @Dependency(\.daemonControl) private var control

    public let name = "control"
    public let handledSignals: [any Signal.Type] = [Ping.self, Help.self, Status.self, StateSnapshot.self, Reload.self]

    /// The control use case.
    public init() {}

    nonisolated(nonsending) public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        switch signal {
        case is Ping: return .reply(Pong())
        case let help as Help: return .reply(try await control.signals().answer(to: help))
        case is Status: return .reply(await control.status())
        case is StateSnapshot: return .reply(state)
        case is Reload:
            // A changed `units` is applied here, inside the reload's own chain, so no chain
            // running beside it can write the old unit back; `units-changed` follows, as after
            // `change-units`, so summaries are drawn again in it, when the reloaded config
            // has a use case for it.
            let report = try await control.reload()
            guard let units = report.unitsChange, units != state.units else { return .reply(report) }
            var changed = state
            changed.units = units
            let effects: [any Signal] = report.unitsChangedHandled ? [UnitsChanged(units: units.symbol)] : []
            return UseCaseResult(state: changed, effects: effects, reply: report)
        default: return .notHandled
        }
    }
}

extension UseCase where Self == ControlUseCase {
    /// The built-in control signals.
    public static var control: Self { ControlUseCase() }
}
