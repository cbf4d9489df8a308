/// A small inline handler for one signal type, for when a whole struct would be noise.
///
/// The closure receives the signal already typed; the signal matching is done for you.
public struct ClosureUseCase<StoreState: State, Handled: Signal>: UseCase {
    public let name: String
    public let emittedSignals: [any Signal.Type]
    private let body: @Sendable (Handled, StoreState) async throws -> UseCaseResult<StoreState>

    /// Handles `Handled` signals with `body`, declaring `emits` as its possible effects.
    public init(
        on _: Handled.Type,
        name: String? = nil,
        emits: [any Signal.Type] = [],
        _ body: @escaping @Sendable (Handled, StoreState) async throws -> UseCaseResult<StoreState>
    ) {
        self.name = name ?? "ClosureUseCase(\(Handled.wireName))"
        self.emittedSignals = emits
        self.body = body
    }

    public var handledSignals: [any Signal.Type] { [Handled.self] }

    public func handle(_ signal: any Signal, state: StoreState) async throws -> UseCaseResult<StoreState> {
        guard let typed = signal as? Handled else { return .notHandled }
        return try await body(typed, state)
    }
}
