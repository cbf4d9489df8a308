import Synchronization

/// Holds one state and processes signals through an ordered list of use cases.
///
/// Chains run one at a time, in arrival order, so state stays consistent: a chain is the
/// signal plus every effect it causes. The first use case (in list order) that handles a
/// signal wins. The queue is bounded; a chain may have a deadline and may be cancelled by
/// cancelling the task that sent it. Each chain runs with the dependencies the store was
/// created with.
///
/// The store is the one object whose identity matters: a lock guards its state and queue,
/// and a chain that finds it idle runs in the sender's own task, on the sender's executor,
/// with no hop to another executor and back.
public final class Store<StoreState: State>: Sendable {
    private struct Core {
        var state: StoreState
        var options: StoreOptions
        var chainsRun = 0
        var runner: ChainRunner<StoreState>
        var dependencies: DependencyValues
        var queue = ChainQueue()
        var drainTask: Task<Void, Never>?
        var lastChainID: UInt64 = 0
        var running: RunningChain?

        var isIdle: Bool { running == nil && drainTask == nil && queue.count == 0 }
    }

    private let core: Mutex<Core>

    /// The current state: the result of every chain finished so far.
    public var state: StoreState { get async { core.withLock { $0.state } } }
    /// Signal type → handlers, built once from the use cases' declarations.
    public var routes: RoutingTable<StoreState> { get async { core.withLock { $0.runner.routes } } }
    /// The limits this store works within.
    public var options: StoreOptions { get async { core.withLock { $0.options } } }
    /// How many chains have finished.
    public var chainsRun: Int { get async { core.withLock { $0.chainsRun } } }
    /// Chains waiting to run, not counting the one running.
    public var queueDepth: Int { get async { core.withLock { $0.queue.count } } }

    /// A store starting at `initialState`, handling signals with `useCases` in priority order.
    public init(
        initialState: StoreState,
        useCases: [any UseCase<StoreState>],
        options: StoreOptions = StoreOptions(),
        dependencies: DependencyValues = .current
    ) {
        core = Mutex(Core(
            state: initialState, options: options,
            runner: ChainRunner(useCases, options: options),
            dependencies: dependencies))
    }

    /// Replaces the use cases, limits and dependencies, keeping the state (a config reload).
    ///
    /// A chain already running finishes with what it started with; the next chain uses the
    /// new ones.
    public func reconfigure(
        useCases: [any UseCase<StoreState>], options: StoreOptions, dependencies: DependencyValues
    ) async {
        let runner = ChainRunner(useCases, options: options)
        core.withLock { core in
            core.options = options
            core.runner = runner
            core.dependencies = dependencies
        }
    }

    /// Queues `signal` and returns its chain's outcome once the chain has finished.
    ///
    /// Answers at once with a `busy` error when the queue is full. `deadline` overrides the
    /// store's default for this chain. Cancelling the calling task cancels the chain. The
    /// chain runs off the caller's actor, so an actor may send without being held up.
    /// `admitted` is told the chain's id as soon as it has one, before the chain waits or runs.
    @concurrent public func send(
        _ signal: any Signal, deadline: Duration? = nil, admitted: (@Sendable (ChainID) -> Void)? = nil
    ) async -> ChainOutcome {
        await sendOnCallersExecutor(signal, deadline: deadline, admitted: admitted)
    }

    /// `send`, running a chain that finds the store idle on the caller's own executor, with no
    /// hop to the global executor and back: for callers that are no actor, or whose actor
    /// may be held up by the chain (a socket loop answering `ping`).
    /// Detached work the chain leaves (`DetachedWork`) runs after it, in the same task,
    /// and the outcome returned includes it.
    public func sendOnCallersExecutor(
        _ signal: any Signal, deadline: Duration? = nil, admitted: (@Sendable (ChainID) -> Void)? = nil
    ) async -> ChainOutcome {
        var outcome = await runChain(signal, deadline: deadline, admitted: admitted)
        if outcome.succeeded, !outcome.detachedWork.isEmpty {
            await runDetachedWork(of: &outcome)
        }
        return outcome
    }

    private func runChain(
        _ signal: any Signal, deadline: Duration?, admitted: (@Sendable (ChainID) -> Void)?
    ) async -> ChainOutcome {
        let admission = core.withLock { core -> Admission in
            core.lastChainID += 1
            let id = ChainID(core.lastChainID)
            if core.queue.count >= core.options.queueCapacity { return .refused(id, .busy) }
            if Task.isCancelled { return .refused(id, .cancelled) }
            let chainDeadline = deadline ?? core.options.deadline
            guard chainDeadline == nil, core.isIdle else { return .queued(id, chainDeadline) }
            core.running = RunningChain(id: id, cancelTask: {})
            // Taken under the same lock: the store is this chain's from now on.
            return .runNow(id, ChainStart(runner: core.runner, state: core.state, dependencies: core.dependencies))
        }
        admitted?(admission.chain)
        switch admission {
        case .refused(let id, let kind):
            return Self.refused(signal, chain: id, kind: kind)
        case .runNow(let id, let start):
            return await runInSendersTask(signal, chain: id, from: start)
        case .queued(let id, let chainDeadline):
            switch await waitInQueue(signal, chain: id, deadline: chainDeadline) {
            case .yourTurn:
                let start = core.withLock { ChainStart(runner: $0.runner, state: $0.state, dependencies: $0.dependencies) }
                return await runInSendersTask(signal, chain: id, from: start)
            case .finished(let outcome): return outcome
            }
        }
    }

    /// What a chain starts from: taken together under the lock, so it is consistent.
    private struct ChainStart {
        let runner: ChainRunner<StoreState>
        let state: StoreState
        let dependencies: DependencyValues

        /// The dependencies chain `id` runs with, which name it (`ChainID.current`).
        func dependencies(of id: ChainID) -> DependencyValues {
            var bound = dependencies
            bound.chain = id
            return bound
        }
    }

    /// What `send` found: refuse the chain, run it at once, or queue it.
    private enum Admission {
        case refused(ChainID, ChainError.Kind)
        case runNow(ChainID, ChainStart)
        case queued(ChainID, Duration?)

        /// The chain's id, whatever was found.
        var chain: ChainID {
            switch self {
            case .refused(let id, _), .runNow(let id, _), .queued(let id, _): id
            }
        }
    }

    /// Runs a chain without a deadline, marked running already, from `start` (taken once the
    /// store was the chain's), in the sender's own task (cancelling the sender cancels it),
    /// then gives the next queued chain its turn.
    private func runInSendersTask(_ signal: any Signal, chain id: ChainID, from start: ChainStart) async -> ChainOutcome {
        var finalState = start.state
        let outcome = await DependencyValues.$current.withValue(start.dependencies(of: id)) {
            await start.runner.run(signal, state: &finalState, chain: id)
        }
        finish(with: finalState, handingOn: true)
        return outcome
    }

    private func waitInQueue(_ signal: any Signal, chain id: ChainID, deadline: Duration?) async -> QueuedTurn {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let waiter = core.withLock { core in
                    core.queue.append(QueuedChain(id: id, signal: signal, deadline: deadline, continuation: continuation))
                    return startNext(&core)
                }
                waiter?.resume(returning: .yourTurn)
                // A cancellation that came before the chain was queued found nothing to cancel.
                if Task.isCancelled { cancel(id, reason: .cancelled) }
            }
        } onCancel: {
            cancel(id, reason: .cancelled)
        }
    }

    private static func refused(_ signal: any Signal, chain: ChainID, kind: ChainError.Kind) -> ChainOutcome {
        var outcome = ChainOutcome(chain: chain)
        outcome.errors = [ChainError(kind, signal: signal.wireName)]
        outcome.abandoned = [signal]
        return outcome
    }

    /// Records a finished chain's state and marks the store free; with `handingOn`, gives
    /// the next queued chain its turn.
    private func finish(with finalState: StoreState, handingOn: Bool) {
        let waiter = core.withLock { core in
            core.running = nil
            core.state = finalState
            core.chainsRun += 1
            return handingOn ? startNext(&core) : nil
        }
        waiter?.resume(returning: .yourTurn)
    }

    /// Once the store is free, gives the longest-waiting chain its turn: a chain without a
    /// deadline runs in its sender's task (whose waiter is returned, to be resumed outside
    /// the lock), one with a deadline in a task that can be cancelled when it passes.
    private func startNext(_ core: inout Core) -> CheckedContinuation<QueuedTurn, Never>? {
        guard core.running == nil, core.drainTask == nil, let next = core.queue.first else { return nil }
        guard next.deadline != nil else {
            _ = core.queue.removeFirst()
            core.running = RunningChain(id: next.id, cancelTask: {})
            return next.continuation
        }
        core.drainTask = Task { await drain() }
        return nil
    }

    /// Runs queued chains that have a deadline one by one, in this task, until the next
    /// chain has none: cancelling a chain cancels this task, which then ends after that
    /// chain and hands the rest of the queue on.
    private func drain() async {
        while !Task.isCancelled {
            let next = core.withLock { core -> (QueuedChain, ChainStart)? in
                guard let next = core.queue.first, next.deadline != nil, core.running == nil else { return nil }
                _ = core.queue.removeFirst()
                core.running = RunningChain(id: next.id, cancelTask: { [task = core.drainTask] in task?.cancel() })
                return (next, ChainStart(runner: core.runner, state: core.state, dependencies: core.dependencies))
            }
            guard let (queued, start) = next else { break }
            let outcome = await run(queued, from: start)
            queued.continuation.resume(returning: .finished(outcome))
        }
        let waiter = core.withLock { core in
            core.drainTask = nil
            return startNext(&core)
        }
        waiter?.resume(returning: .yourTurn)
    }

    private func run(_ queued: QueuedChain, from start: ChainStart) async -> ChainOutcome {
        let timer = queued.deadline.map { deadline in
            Task {
                let clock = start.dependencies.clock
                guard (try? await clock.sleep(for: deadline)) != nil else { return }
                self.cancel(queued.id, reason: .deadlineExceeded)
            }
        }
        var finalState = start.state
        var outcome = await DependencyValues.$current.withValue(start.dependencies(of: queued.id)) {
            await start.runner.run(queued.signal, state: &finalState, chain: queued.id)
        }
        timer?.cancel()
        if let reason = core.withLock({ $0.running?.cancelReason }) {
            outcome.replaceCancellation(with: reason)
        }
        finish(with: finalState, handingOn: false)
        return outcome
    }

    /// Cancels chain `id`, whether it is waiting or running.
    private func cancel(_ id: ChainID, reason: ChainError.Kind) {
        let (waiting, cancelRunning) = core.withLock { core -> (QueuedChain?, (@Sendable () -> Void)?) in
            if let waiting = core.queue.remove(id) { return (waiting, nil) }
            guard core.running?.id == id, core.running?.cancelReason == nil else { return (nil, nil) }
            core.running?.cancelReason = reason
            return (nil, core.running?.cancelTask)
        }
        if let waiting {
            waiting.continuation.resume(returning: .finished(Self.refused(waiting.signal, chain: id, kind: reason)))
        }
        cancelRunning?()
    }
}

private struct RunningChain {
    let id: ChainID
    let cancelTask: @Sendable () -> Void
    var cancelReason: ChainError.Kind?
}
