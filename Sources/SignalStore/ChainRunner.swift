/// Runs one chain to its end, outside the store: the signal, then its effects in the order
/// they were emitted, each offered to the routing table.
///
/// The rule for errors: the first error ends the chain. State changes already made stay
/// (each handled signal's new state is applied as it returns), the pending signals are
/// dropped and listed as abandoned, and, unless the chain was cancelled, a `SignalFailed`
/// signal runs through the same use cases so a notifier can react.
struct ChainRunner<StoreState: State> {
    let routes: RoutingTable<StoreState>
    let maximumLength: Int

    /// Runs the chain started by `signal`, updating `state` as each signal is handled;
    /// returns the outcome. The caller binds the chain's dependencies, `chain` among them
    /// (`DependencyValues.$current`, which `ChainID.current` reads).
    func run(_ signal: any Signal, state: inout StoreState, chain: ChainID) async -> ChainOutcome {
        let start = ContinuousClock.now
        // When the last dispatch ended: a step's time runs from the one before it (or the
        // chain's start), and the chain's to the last, so a step reads the clock once.
        var lastEnd = start
        var outcome = ChainOutcome(chain: chain)
        await process([Pending(signal: signal, causes: [])], state: &state, outcome: &outcome, lastEnd: &lastEnd)
        if let error = outcome.errors.first, !error.wasCancelled, routes.handles(SignalFailed.self) {
            let failure = Pending(signal: SignalFailed(error, chain: chain), causes: [])
            await process([failure], state: &state, outcome: &outcome, lastEnd: &lastEnd)
        }
        outcome.duration = lastEnd - start
        return outcome
    }

    private func process(
        _ initial: [Pending], state: inout StoreState, outcome: inout ChainOutcome, lastEnd: inout ContinuousClock.Instant
    ) async {
        var pending = initial
        var next = 0
        while next < pending.count {
            let item = pending[next]
            let key = item.signal.typeKey
            next += 1
            if let error = refusal(of: item, key: key, stepsSoFar: outcome.steps.count) {
                outcome.errors.append(error)
                break
            }
            let start = lastEnd
            do throws(DispatchFailure) {
                let dispatched = try await routes.dispatch(item.signal, state: state)
                lastEnd = .now
                guard let handled = dispatched else {
                    // A notification nobody listens to ends quietly (`NotificationSignal`):
                    // it is a leaf, and the signals waiting beside it still run.
                    if item.signal is any NotificationSignal { continue }
                    outcome.errors.append(ChainError(.unhandled, signal: key.wireName))
                    break
                }
                let result = handled.result
                if let newState = result.state { state = newState }
                outcome.steps.append(ChainStep(
                    signal: item.signal, useCase: handled.useCase, effects: result.effects,
                    reply: result.reply, detachedWork: result.detachedWork, duration: lastEnd - start))
                if !result.effects.isEmpty {
                    let causes = item.causes + [key]
                    pending += result.effects.map { Pending(signal: $0, causes: causes) }
                }
            } catch {
                lastEnd = .now
                outcome.errors.append(ChainError(
                    Self.kind(of: error.error), signal: key.wireName, useCase: error.useCase,
                    blamesSignal: (error.error as? any CodedError)?.blamesSignal ?? false))
                break
            }
        }
        if next < pending.count {
            outcome.abandoned += pending[next...].map { $0.signal }.filter { !($0 is SignalFailed) }
        }
    }

    /// The kind of failure a use case's thrown `error` is.
    static func kind(of error: any Error) -> ChainError.Kind {
        if error is CancellationError { return .cancelled }
        if let coded = error as? any CodedError, let code = coded.code {
            return .refused(code: code, message: String(describing: error))
        }
        return .threw(message: String(describing: error))
    }

    /// Why `item` may not run, or `nil` when it may.
    private func refusal(of item: Pending, key: SignalTypeKey, stepsSoFar: Int) -> ChainError? {
        if Task.isCancelled {
            return ChainError(.cancelled, signal: key.wireName)
        }
        if item.causes.contains(key) {
            let path = (item.causes + [key]).map(\.wireName)
            return ChainError(.cycle(path: path), signal: key.wireName)
        }
        if stepsSoFar >= maximumLength {
            return ChainError(.chainTooLong(limit: maximumLength), signal: key.wireName)
        }
        return nil
    }
}

/// A signal of a chain waiting its turn, with the signal types that led to it.
private struct Pending {
    let signal: any Signal
    let causes: [SignalTypeKey]
}

extension ChainRunner {
    /// The runner for `useCases`, routed by their declarations, within `options`' chain length.
    init(_ useCases: [any UseCase<StoreState>], options: StoreOptions) {
        self.init(routes: RoutingTable(useCases), maximumLength: options.maximumChainLength)
    }
}
