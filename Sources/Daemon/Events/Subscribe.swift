import Plugins
import SignalStore

/// `subscribe` (read): turns the control connection into a stream of event lines (see
/// `EventKind`), of the events named, or of all. The socket takes it before the store: it
/// is here so that `help` lists it and access rules apply to it.
public struct Subscribe: Signal, Equatable {
    public static let wireName = "subscribe"
    public static let access = SignalAccess.read
    /// The events to stream (`EventKind` names); all when absent. The text form gives them
    /// comma-separated: `subscribe events=chain-finished,error`.
    public var events: [String]?

    /// Asks for `events`, or all.
    public init(events: [String]? = nil) { self.events = events }
}

/// Answers a `subscribe` that reached the store, which only happens when something other
/// than a control connection sends it (a schedule, a plugin's effect): there is no
/// connection to stream to.
public struct SubscribeUseCase: UseCase {
    public let name = "events"
    public let handledSignals: [any Signal.Type] = [Subscribe.self]

    /// The use case.
    public init() {}

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is Subscribe else { return .notHandled }
        throw NotAControlConnection()
    }
}

/// The error for a `subscribe` that came from anywhere but a control connection.
struct NotAControlConnection: Error, CustomStringConvertible {
    var description: String { "subscribe works only as a request on a control socket connection" }
}

extension UseCase where Self == SubscribeUseCase {
    /// The built-in `subscribe`.
    public static var events: Self { SubscribeUseCase() }
}
