/// What a use case did with a signal: a new state, follow-up effects, both, or nothing.
public struct UseCaseResult<StoreState: State>: Sendable {
    /// Whether the use case took the signal; `false` lets the next use case try.
    public let handled: Bool
    /// The new state, or `nil` to leave state as it was.
    public let state: StoreState?
    /// Signals to process next, in the same chain.
    public let effects: [any Signal]
    /// An answer for whoever sent the signal (e.g. the rows a read request asked for).
    public let reply: (any Encodable & Sendable)?
    /// Work to do once the chain has ended, outside the store (`DetachedWork`), in order.
    public let detachedWork: [DetachedWork]

    /// The use case made the change, emitted `effects`, answered with `reply` and left
    /// `detachedWork` for after the chain.
    public init(
        state: StoreState? = nil, effects: [any Signal] = [], reply: (any Encodable & Sendable)? = nil,
        detachedWork: [DetachedWork] = []
    ) {
        self.handled = true
        self.state = state
        self.effects = effects
        self.reply = reply
        self.detachedWork = detachedWork
    }

    private init(notHandled: Void) {
        handled = false
        state = nil
        effects = []
        reply = nil
        detachedWork = []
    }

    /// The use case does not take this signal.
    public static var notHandled: Self { Self(notHandled: ()) }
    /// The signal was handled and changed nothing.
    public static var handledWithoutChange: Self { Self() }
    /// The signal produced a new state.
    public static func state(_ state: StoreState) -> Self { Self(state: state) }
    /// The signal produced follow-up signals.
    public static func effects(_ effects: [any Signal]) -> Self { Self(effects: effects) }
    /// The signal produced a new state and follow-up signals.
    public static func stateAndEffects(_ state: StoreState, _ effects: [any Signal]) -> Self {
        Self(state: state, effects: effects)
    }
    /// The signal is answered with `reply` and changes nothing.
    public static func reply(_ reply: any Encodable & Sendable) -> Self { Self(reply: reply) }
    /// The signal leaves `work` for after the chain, whose result answers it.
    public static func detached(_ work: DetachedWork) -> Self { Self(detachedWork: [work]) }

    /// A new state made by applying `change` to a copy of `state`.
    public static func updating(
        _ state: StoreState, effects: [any Signal] = [], _ change: (inout StoreState) throws -> Void
    ) rethrows -> Self {
        var copy = state
        try change(&copy)
        return Self(state: copy, effects: effects)
    }
}
