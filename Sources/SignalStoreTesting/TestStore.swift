import SignalStore
import Testing

/// Steps through a store's chains one signal at a time, so a test asserts, exhaustively, the
/// whole state after each step, the reply each signal gives and every effect it emits, in
/// order.
///
/// `send` handles one signal, checks the state against the expected change, and checks the
/// reply: a signal answered with a reply needs `send(_:reply:)`, which says what it is. Its
/// effects wait to be claimed with `receive`, which handles each in turn (an effect none of
/// the store's use cases declares is claimed without being handled: the test covers the use
/// case that emits it, not its listeners). Detached work a step leaves (`DetachedWork`) runs
/// at once: its answer is the step's reply, and the signals it asks for wait to be claimed as
/// effects. An effect left unclaimed (an unfinished chain)
/// fails the test at the next `send` or at `finish()`. Every mismatch is shown as the lines
/// of the two values' dumps that differ.
public struct TestStore<StoreState: State>: Sendable {
    /// The state after the last step.
    public private(set) var state: StoreState
    /// The dependencies the next step runs with: a test may change one (the clock, say)
    /// between steps.
    public var dependencies: DependencyValues
    private let routes: RoutingTable<StoreState>
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

    /// Handles `signal`, expects no reply, and expects the state to equal the previous state
    /// changed by `change`.
    public mutating func send(
        _ signal: any Signal,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout StoreState) -> Void = { _ in }
    ) async {
        guard let result = await start(signal, sourceLocation: sourceLocation, change), let reply = result.reply else { return }
        let dumped = ValueDifference.dumped(reply).map { "+ " + $0 }.joined(separator: "\n")
        Issue.record(
            "'\(signal.wireName)' replied, but the test expects no reply: say what it is with send(_:reply:).\n\(dumped)",
            sourceLocation: sourceLocation)
    }

    /// Handles `signal`, expects it to reply with `reply`, and expects the state to equal the
    /// previous state changed by `change`.
    public mutating func send<Reply: Encodable & Equatable & Sendable>(
        _ signal: any Signal,
        reply expected: Reply,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout StoreState) -> Void = { _ in }
    ) async {
        guard let result = await start(signal, sourceLocation: sourceLocation, change) else { return }
        guard let reply = result.reply else {
            Issue.record("'\(signal.wireName)' gave no reply; expected \(expected).", sourceLocation: sourceLocation)
            return
        }
        guard let typed = reply as? Reply else {
            Issue.record("'\(signal.wireName)' replied with a value of type \(type(of: reply)), not \(Reply.self).",
                         sourceLocation: sourceLocation)
            return
        }
        if typed != expected {
            recordDifference("Reply to '\(signal.wireName)'", expected: expected, actual: typed, sourceLocation)
        }
    }

    /// Claims the next effect, expects it to equal `expected`, handles it, and expects the
    /// state to equal the previous state changed by `change`. (A chain answers with its first
    /// signal's reply, so an effect's is not checked.)
    public mutating func receive<Expected: Signal & Equatable>(
        _ expected: Expected,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout StoreState) -> Void = { _ in }
    ) async {
        guard !pendingEffects.isEmpty else {
            Issue.record("Expected to receive '\(Expected.wireName)', but no effect is pending.", sourceLocation: sourceLocation)
            return
        }
        let next = pendingEffects.removeFirst()
        guard let received = next as? Expected else {
            Issue.record("Received '\(next.wireName)', expected '\(Expected.wireName)': \(next)", sourceLocation: sourceLocation)
            return
        }
        guard received == expected else {
            recordDifference("Received '\(next.wireName)'", expected: expected, actual: received, sourceLocation)
            return
        }
        guard routes.handles(Expected.self) else {
            expectState(changedBy: change, after: received, sourceLocation: sourceLocation)
            return
        }
        _ = await step(received, sourceLocation: sourceLocation, change)
    }

    /// Sends `signal` expecting its use case to throw; returns what it threw, for the test to
    /// check. A step that throws keeps the state and emits nothing, as in a store's chain.
    @discardableResult
    public mutating func sendExpectingFailure(
        _ signal: any Signal, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (any Error)? {
        recordUnfinishedChain(before: signal, sourceLocation: sourceLocation)
        do {
            let result = try await dispatch(signal)
            for work in result?.detachedWork ?? [] {
                do { _ = try await run(work) } catch { return error }
            }
            Issue.record("Expected '\(signal.wireName)' to fail, but it succeeded.", sourceLocation: sourceLocation)
            return nil
        } catch {
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

    /// Starts a chain with `signal`: the step's result, or `nil` when it failed.
    private mutating func start(
        _ signal: any Signal, sourceLocation: SourceLocation, _ change: (inout StoreState) -> Void
    ) async -> UseCaseResult<StoreState>? {
        recordUnfinishedChain(before: signal, sourceLocation: sourceLocation)
        return await step(signal, sourceLocation: sourceLocation, change)
    }

    private func recordUnfinishedChain(before signal: any Signal, sourceLocation: SourceLocation) {
        if !pendingEffects.isEmpty {
            Issue.record(
                "Sent '\(signal.wireName)' before claiming \(describe(pendingEffects)): the previous chain is unfinished.",
                sourceLocation: sourceLocation)
        }
    }

    /// Handles `signal`, applies its state and queues its effects; the result, or `nil` (and
    /// a recorded issue) when no use case handled it or one threw.
    private mutating func step(
        _ signal: any Signal, sourceLocation: SourceLocation, _ change: (inout StoreState) -> Void
    ) async -> UseCaseResult<StoreState>? {
        let result: UseCaseResult<StoreState>?
        do {
            result = try await dispatch(signal)
        } catch {
            Issue.record("\(error.useCase) threw on '\(signal.wireName)': \(error.error)", sourceLocation: sourceLocation)
            return nil
        }
        guard let result else {
            Issue.record("No use case handled '\(signal.wireName)'.", sourceLocation: sourceLocation)
            return nil
        }
        var expected = state
        change(&expected)
        if let newState = result.state { state = newState }
        pendingEffects += result.effects
        var reply = result.reply
        for work in result.detachedWork {
            do {
                let finished = try await run(work)
                if let finishedReply = finished.reply { reply = finishedReply }
                pendingEffects += finished.signals
            } catch {
                Issue.record("The work \(work.useCase) left on '\(signal.wireName)' threw: \(error)", sourceLocation: sourceLocation)
                return nil
            }
        }
        expectState(expected, after: signal, sourceLocation: sourceLocation)
        return UseCaseResult(state: result.state, effects: result.effects, reply: reply)
    }

    /// Runs detached work as the store does after a chain, with the test's dependencies.
    private func run(_ work: DetachedWork) async throws -> DetachedWork.Finished {
        try await DependencyValues.$current.withValue(dependencies) { try await work.run() }
    }

    private func expectState(
        changedBy change: (inout StoreState) -> Void, after signal: any Signal, sourceLocation: SourceLocation
    ) {
        var expected = state
        change(&expected)
        expectState(expected, after: signal, sourceLocation: sourceLocation)
    }

    private func expectState(_ expected: StoreState, after signal: any Signal, sourceLocation: SourceLocation) {
        guard state != expected else { return }
        recordDifference("State after '\(signal.wireName)'", expected: expected, actual: state, sourceLocation)
    }

    /// Records that `what` differs from the expected value, showing the lines that differ.
    private func recordDifference(_ what: String, expected: Any, actual: Any, _ sourceLocation: SourceLocation) {
        Issue.record(
            "\(what) differs from the expected value (− expected, + actual):\n\(ValueDifference(expected: expected, actual: actual))",
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
