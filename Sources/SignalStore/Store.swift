/// Holds one state and processes signals through an ordered list of use cases.
///
/// Chains run one at a time, in arrival order, so state stays consistent: a chain is the
/// signal plus every effect it causes. The first use case (in list order) that handles a
/// signal wins. The queue is bounded; a chain may have a deadline and may be cancelled by
/// cancelling the task that sent it. Each chain runs with the dependencies the store was
/// created with.
public actor Store<StoreState: State> {
    /// The current state: the result of every chain finished so far.
    public private(set) var state: StoreState
    /// Signal type → handlers, built once from the use cases' declarations.
    public private(set) var routes: RoutingTable<StoreState>
    /// The limits this store works within.
    public private(set) var options: StoreOptions
    /// How many chains have finished.
    public private(set) var chainsRun = 0

    private var runner: ChainRunner<StoreState>
    private var dependencies: DependencyValues
    private var queue = ChainQueue()
    private var drainTask: Task<Void, Never>?
    private var lastChainID: UInt64 = 0
    private var running: RunningChain?

    /// A store starting at `initialState`, handling signals with `useCases` in priority order.
    public init(
        initialState: StoreState,
        useCases: [any UseCase<StoreState>],
        options: StoreOptions = StoreOptions(),
        dependencies: DependencyValues = .current
    ) {
        self.state = initialState
        self.routes = RoutingTable(useCases)
        self.options = options
        self.runner = ChainRunner(routes: routes, maximumLength: options.maximumChainLength)
        self.dependencies = dependencies
    }

    /// Replaces the use cases, limits and dependencies, keeping the state (a config reload).
    ///
    /// A chain already running finishes with what it started with; the next chain uses the
    /// new ones.
    public func reconfigure(
        useCases: [any UseCase<StoreState>], options: StoreOptions, dependencies: DependencyValues
    ) {
        self.routes = RoutingTable(useCases)
        self.options = options
        self.runner = ChainRunner(routes: routes, maximumLength: options.maximumChainLength)
        self.dependencies = dependencies
    }

    /// Chains waiting to run, not counting the one running.
    public var queueDepth: Int { queue.count }

    /// Queues `signal` and returns its chain's outcome once the chain has finished.
    ///
    /// Answers at once with a `busy` error when the queue is full. `deadline` overrides the
    /// store's default for this chain. Cancelling the calling task cancels the chain.
    public func send(_ signal: any Signal, deadline: Duration? = nil) async -> ChainOutcome {
        lastChainID += 1
        let id = ChainID(lastChainID)
        if queue.count >= options.queueCapacity {
            return refused(signal, chain: id, kind: .busy)
        }
        if Task.isCancelled {
            return refused(signal, chain: id, kind: .cancelled)
        }
        let chainDeadline = deadline ?? options.deadline
        if chainDeadline == nil, running == nil, drainTask == nil, queue.count == 0 {
            return await runInSendersTask(signal, chain: id)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.append(QueuedChain(
                    id: id, signal: signal, deadline: chainDeadline, continuation: continuation))
                startDrainingIfIdle()
            }
        } onCancel: {
            Task { await self.cancel(id, reason: .cancelled) }
        }
    }

    private func refused(_ signal: any Signal, chain: ChainID, kind: ChainError.Kind) -> ChainOutcome {
        var outcome = ChainOutcome(chain: chain)
        outcome.errors = [ChainError(kind, signal: signal.wireName)]
        outcome.abandoned = [signal]
        return outcome
    }

    /// Runs a chain that found the store idle and has no deadline in the sender's own task,
    /// saving the hand-off to another task; cancelling the sender cancels it as usual.
    private func runInSendersTask(_ signal: any Signal, chain id: ChainID) async -> ChainOutcome {
        let runner = self.runner
        let startState = state
        running = RunningChain(id: id, cancelTask: {})
        let (finalState, outcome) = await DependencyValues.$current.withValue(dependencies) {
            await runner.run(signal, from: startState, chain: id)
        }
        running = nil
        state = finalState
        chainsRun += 1
        startDrainingIfIdle()
        return outcome
    }

    /// Starts the task that runs queued chains, unless it or another chain is running.
    private func startDrainingIfIdle() {
        guard drainTask == nil, running == nil, queue.count > 0 else { return }
        drainTask = Task { await drain() }
    }

    /// Runs queued chains one by one, in this task: cancelling a chain cancels this task,
    /// which then ends after that chain and hands the rest of the queue to a fresh one.
    private func drain() async {
        while !Task.isCancelled, let next = queue.removeFirst() {
            let outcome = await run(next)
            next.continuation.resume(returning: outcome)
        }
        drainTask = nil
        startDrainingIfIdle()
    }

    private func run(_ queued: QueuedChain) async -> ChainOutcome {
        let runner = self.runner
        let dependencies = self.dependencies
        let startState = state
        running = RunningChain(id: queued.id, cancelTask: { [drainTask] in drainTask?.cancel() })
        let timer = queued.deadline.map { deadline in
            Task {
                let clock = dependencies.clock
                guard (try? await clock.sleep(for: deadline)) != nil else { return }
                self.cancel(queued.id, reason: .deadlineExceeded)
            }
        }
        var (finalState, outcome) = await DependencyValues.$current.withValue(dependencies) {
            await runner.run(queued.signal, from: startState, chain: queued.id)
        }
        timer?.cancel()
        if let reason = running?.cancelReason {
            outcome.replaceCancellation(with: reason)
        }
        running = nil
        state = finalState
        chainsRun += 1
        return outcome
    }

    /// Cancels chain `id`, whether it is waiting or running.
    private func cancel(_ id: ChainID, reason: ChainError.Kind) {
        if let waiting = queue.remove(id) {
            waiting.continuation.resume(returning: refused(waiting.signal, chain: id, kind: reason))
        } else if running?.id == id, running?.cancelReason == nil {
            running?.cancelReason = reason
            running?.cancelTask()
        }
    }
}

private struct RunningChain {
    let id: ChainID
    let cancelTask: @Sendable () -> Void
    var cancelReason: ChainError.Kind?
}
