/// A handler of signals: looks at a signal and the current state, does the work, and says
/// what changed.
///
/// A use case declares the signal types it handles and the effect types it may emit; the
/// store builds its routing table from these declarations and never offers a use case a
/// signal it did not declare.
public protocol UseCase<StoreState>: Sendable {
    /// The state of the store this use case belongs to.
    associatedtype StoreState: State

    /// A human-readable name, used in outcomes and logs.
    var name: String { get }
    /// The signal types this use case may handle.
    var handledSignals: [any Signal.Type] { get }
    /// The signal types this use case may emit as effects.
    var emittedSignals: [any Signal.Type] { get }

    /// Handles `signal` given `state`; returns `.notHandled` to let the next use case try.
    func handle(_ signal: any Signal, state: StoreState) async throws -> UseCaseResult<StoreState>
}

extension UseCase {
    /// The type's name, e.g. `WeeklyVolumeUseCase`.
    public var name: String { _typeName(Self.self, qualified: false) }
    /// By default a use case emits nothing.
    public var emittedSignals: [any Signal.Type] { [] }
}
