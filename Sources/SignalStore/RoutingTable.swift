/// Signal type → the use cases that declared it, in list order.
///
/// Built once from the declarations, so finding a signal's handlers costs the same with 4
/// use cases as with 64.
public struct RoutingTable<StoreState: State>: Sendable {
    private let table: [SignalTypeKey: [any UseCase<StoreState>]]
    /// Every signal type some use case handles, in first-declared order.
    public let handledSignals: [any Signal.Type]
    /// Every signal type some use case may emit, in first-declared order.
    public let emittedSignals: [any Signal.Type]

    /// The routing table for `useCases`, earlier entries taking priority.
    public init(_ useCases: [any UseCase<StoreState>]) {
        var table: [SignalTypeKey: [any UseCase<StoreState>]] = [:]
        var handled: [any Signal.Type] = []
        for useCase in useCases {
            for type in SignalTypeKey.unique(useCase.handledSignals) {
                let key = SignalTypeKey(type)
                if table[key] == nil { handled.append(type) }
                table[key, default: []].append(useCase)
            }
        }
        self.table = table
        self.handledSignals = handled
        self.emittedSignals = SignalTypeKey.unique(useCases.flatMap(\.emittedSignals))
    }

    /// The use cases that declared `signal`'s type, in priority order.
    public func handlers(for signal: any Signal) -> [any UseCase<StoreState>] {
        table[signal.typeKey] ?? []
    }

    /// Whether some use case declared `type`.
    public func handles(_ type: any Signal.Type) -> Bool {
        table[SignalTypeKey(type)] != nil
    }

    /// Offers `signal` to its handlers in order; the first that handles it wins.
    /// Returns the winner's name and result, or `nil` when none handled it.
    public func dispatch(_ signal: any Signal, state: StoreState) async throws(DispatchFailure) -> Handled? {
        for useCase in handlers(for: signal) {
            let result: UseCaseResult<StoreState>
            do {
                result = try await useCase.handle(signal, state: state)
            } catch {
                throw DispatchFailure(useCase: useCase.name, error: error)
            }
            if result.handled { return Handled(useCase: useCase.name, result: result) }
        }
        return nil
    }

    /// The use case that handled a signal, and its result.
    public struct Handled: Sendable {
        /// The winning use case's name.
        public let useCase: String
        /// What it returned.
        public let result: UseCaseResult<StoreState>
    }
}

/// A use case threw while handling a signal.
public struct DispatchFailure: Error {
    /// The use case that threw.
    public let useCase: String
    /// What it threw.
    public let error: any Error
}
