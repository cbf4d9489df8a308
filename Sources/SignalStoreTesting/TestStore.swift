import SignalStore
import Testing

/// Steps through a store's chains one signal at a time, so a test asserts the whole state
/// after each step and claims every effect, in order.
///
/// `send` handles one signal and checks the state against the expected change. Its effects
/// wait to be claimed with `receive`, which handles them in turn. An effect left unclaimed
/// (an unfinished chain) fails the test at the next `send` or at `finish()`.
public struct TestStore<StoreState: State> {
    /// The state after the last step.
    public private(set) var state: StoreState
    private let routes: RoutingTable<StoreState>
    private let dependencies: DependencyValues
    private var pendingEffects: [any Signal] = []

    /// A harness over `useCases` starting at `initialState`; `provide` sets the only
    /// dependencies the use cases may use.
    public init(
        initialState: StoreState,
        useCases: [any UseCase<StoreState>],
        dependencies provide: (inout DependencyValues) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.state = initialState
        self.routes = RoutingTable(useCases)
        self.dependencies = .test(provide, sourceLocation: sourceLocation)
    }

    /// Effects emitted and not yet claimed, in order.
    public var unclaimedEffects: [any Signal] { pendingEffects }

    /// Handles `signal` and expects the state to equal the previous state changed by `change`.
    public mutating func send(
        _ signal: any Signal,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout StoreState) -> Void = { _ in }
    ) async {
        if !pendingEffects.isEmpty {
            Issue.record(
                "Sent '\(signal.wireName)' before claiming \(describe(pendingEffects)): the previous chain is unfinished.",
                sourceLocation: sourceLocation)
        }
        await step(signal, sourceLocation: sourceLocation, change)
    }

    /// Claims the next effect, expects it to equal `expected`, handles it, and expects the
    /// state to equal the previous state changed by `change`.
    public mutating func receive<Expected: Signal & Equatable>(
        _ expected: Expected,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout StoreState) -> Void = { _ in }
    ) async {
        guard let next = claimNext(expecting: Expected.wireName, sourceLocation: sourceLocation) else { return }
        guard let received = next as? Expected, received == expected else {
            Issue.record("Received \(next), expected \(expected).", sourceLocation: sourceLocation)
            return
        }
        await step(received, sourceLocation: sourceLocation, change)
    }

    /// Sends `signal` expecting its use case to throw; returns what it threw. The state must
    /// not change and no effect may be emitted.
    @discardableResult
    public mutating func sendExpectingFailure(
        _ signal: any Signal, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Error)? {
        let before = state
        do {
            _ = try await dispatch(signal)
            Issue.record("Expected '\(signal.wireName)' to fail, but it succeeded.", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(state == before, "A failed signal changed the state.", sourceLocation: sourceLocation)
            return error.error
        }
    }

    /// Fails the test if any effect is still unclaimed.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        if !pendingEffects.isEmpty {
            Issue.record(
                "The chain is unfinished: \(describe(pendingEffects)) never claimed with receive(_:).",
                sourceLocation: sourceLocation)
        }
    }

    private mutating func claimNext(expecting name: String, sourceLocation: SourceLocation) -> (any Signal)? {
        guard !pendingEffects.isEmpty else {
            Issue.record("Expected to receive '\(name)', but no effect is pending.", sourceLocation: sourceLocation)
            return nil
        }
        return pendingEffects.removeFirst()
    }

    private mutating func step(
        _ signal: any Signal, sourceLocation: SourceLocation, _ change: (inout StoreState) -> Void
    ) async {
        var expected = state
        change(&expected)
        let result: UseCaseResult<StoreState>?
        do {
            result = try await dispatch(signal)
        } catch {
            Issue.record("\(error.useCase) threw on '\(signal.wireName)': \(error.error)", sourceLocation: sourceLocation)
            return
        }
        guard let result else {
            Issue.record("No use case handled '\(signal.wireName)'.", sourceLocation: sourceLocation)
            return
        }
        if let newState = result.state { state = newState }
        pendingEffects += result.effects
        #expect(state == expected, "State after '\(signal.wireName)' differs from the expected state.",
                sourceLocation: sourceLocation)
    }

    private func dispatch(_ signal: any Signal) async throws(DispatchFailure) -> UseCaseResult<StoreState>? {
        let routes = self.routes
        let state = self.state
        let outcome: Result<UseCaseResult<StoreState>?, DispatchFailure> = await DependencyValues.$current
            .withValue(dependencies) {
                do throws(DispatchFailure) {
                    return .success(try await routes.dispatch(signal, state: state)?.result)
                } catch {
                    return .failure(error)
                }
            }
        return try outcome.get()
    }

    private func describe(_ effects: [any Signal]) -> String {
        "\(effects.count) effect(s) [\(effects.map { $0.wireName }.joined(separator: ", "))]"
    }
}
