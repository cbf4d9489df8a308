/// Several use cases published as one: each member that handles a signal runs in turn on
/// the state the previous one produced, and their effects are gathered in order.
///
/// The store cannot tell a compound from a single use case, so bundles nest and drop in
/// anywhere one use case does.
public struct CompoundUseCase<StoreState: State>: UseCase {
    public let name: String
    public let handledSignals: [any Signal.Type]
    public let emittedSignals: [any Signal.Type]
    private let members: [any UseCase<StoreState>]
    private let routes: RoutingTable<StoreState>

    /// A bundle of `members`, known as `name`.
    public init(_ name: String = "CompoundUseCase", _ members: [any UseCase<StoreState>]) {
        self.name = name
        self.members = members
        self.routes = RoutingTable(members)
        self.handledSignals = routes.handledSignals
        self.emittedSignals = SignalTypeKey.unique(members.flatMap(\.emittedSignals))
    }

    /// Runs every member that handles `signal`, threading state and gathering effects.
    /// The reply is the last one a member gave; the members' detached work is kept in order.
    public func handle(_ signal: any Signal, state: StoreState) async throws -> UseCaseResult<StoreState> {
        var current = state
        var changed = false
        var handled = false
        var effects: [any Signal] = []
        var reply: (any Encodable & Sendable)?
        var detachedWork: [DetachedWork] = []
        for member in routes.handlers(for: signal) {
            let result = try await member.handle(signal, state: current)
            guard result.handled else { continue }
            handled = true
            if let newState = result.state {
                current = newState
                changed = true
            }
            effects += result.effects
            if let memberReply = result.reply { reply = memberReply }
            detachedWork += result.detachedWork
        }
        guard handled else { return .notHandled }
        return UseCaseResult(state: changed ? current : nil, effects: effects, reply: reply, detachedWork: detachedWork)
    }
}

extension SignalTypeKey {
    /// `types` without repeats, in first-seen order.
    static func unique(_ types: [any Signal.Type]) -> [any Signal.Type] {
        var seen = Set<SignalTypeKey>()
        return types.filter { seen.insert(SignalTypeKey($0)).inserted }
    }
}
