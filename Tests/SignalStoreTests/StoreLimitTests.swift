import SignalStore
import TestSupport
import Testing

/// Sleeps for an hour on the real clock: long enough that only cancellation ends it.
private let sleeper = ClosureUseCase<LogState, Wait>(on: Wait.self, name: "sleeper") { _, state in
    try await Task.sleep(for: .seconds(3600))
    return .updating(state) { $0.entries.append("woke") }
}

/// Handles `Ping` by logging and then waiting.
private let startThenWait = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Wait.self]) { _, state in
    .updating(state, effects: [Wait()]) { $0.entries.append("started") }
}

/// A clock on which every sleep ends when `passes` opens, however long it was: a deadline
/// on it passes when the test says, not when a loaded machine happens to get there.
private struct GatedClock: Clock {
    let passes: Gate
    var now: ContinuousClock.Instant { .now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        await passes.wait()
    }
}

@Suite("Limits")
struct StoreLimitTests {
    @Test("A chain past its deadline is cancelled and keeps the state it reached")
    func deadline() async {
        // The deadline passes once the chain sleeps in its second use case, never before the
        // first has run (which a 20 ms deadline on a loaded machine could).
        let asleep = Gate("the chain to reach the sleeping use case")
        let sleeper = ClosureUseCase<LogState, Wait>(on: Wait.self, name: "sleeper") { _, state in
            await asleep.open()
            try await Task.sleep(for: .seconds(3600))
            return .updating(state) { $0.entries.append("woke") }
        }
        var dependencies = DependencyValues.current
        dependencies.clock = GatedClock(passes: asleep)
        let store = Store(initialState: LogState(), useCases: [startThenWait, sleeper], dependencies: dependencies)
        let outcome = await store.send(Ping(), deadline: .milliseconds(20))
        #expect(outcome.errors == [ChainError(.deadlineExceeded, signal: "wait", useCase: "sleeper")])
        #expect(await store.state.entries == ["started"])
    }

    @Test("The store's default deadline applies when send gives none")
    func defaultDeadline() async {
        let store = Store(
            initialState: LogState(), useCases: [sleeper], options: StoreOptions(deadline: .milliseconds(20)))
        let outcome = await store.send(Wait())
        #expect(outcome.errors.map(\.code) == ["deadline-exceeded"])
    }

    @Test("Cancelling the sender cancels its running chain")
    func cancellingRunningChain() async throws {
        let gate = Gate("the chain to start")
        let waiting = ClosureUseCase<LogState, Wait>(on: Wait.self, name: "waiting") { _, state in
            await gate.arrive()
            try await Task.sleep(for: .seconds(3600))
            return .state(state)
        }
        let store = Store(initialState: LogState(), useCases: [waiting])
        let sender = Task { await store.send(Wait()) }
        try await eventually("the first chain to reach the gate") { await gate.arrivals == 1 }
        sender.cancel()
        let outcome = await sender.value
        #expect(outcome.errors == [ChainError(.cancelled, signal: "wait", useCase: "waiting")])
    }

    @Test("Cancelling the sender of a queued chain removes it from the queue")
    func cancellingQueuedChain() async throws {
        let gate = Gate("the test to let the first chain finish")
        let waiting = ClosureUseCase<LogState, Wait>(on: Wait.self) { _, state in
            await gate.wait()
            return .state(state)
        }
        let store = Store(initialState: LogState(), useCases: [waiting, .increment])
        let first = Task { await store.send(Wait()) }
        try await eventually("the first chain to reach the gate") { await gate.arrivals == 1 }
        let second = Task { await store.send(Increment()) }
        try await eventually("one chain queued") { await store.queueDepth == 1 }
        second.cancel()
        let secondOutcome = await second.value
        await gate.open()
        #expect(await first.value.succeeded)
        #expect(secondOutcome.errors.map(\.code) == ["cancelled"])
        #expect(await store.state.count == 0)
    }

    @Test("A full queue answers busy at once and runs nothing")
    func busyQueue() async throws {
        let gate = Gate("the test to let the first chain finish")
        let waiting = ClosureUseCase<LogState, Wait>(on: Wait.self) { _, state in
            await gate.wait()
            return .state(state)
        }
        let store = Store(
            initialState: LogState(), useCases: [waiting, .increment], options: StoreOptions(queueCapacity: 1))
        let running = Task { await store.send(Wait()) }
        try await eventually("the first chain to reach the gate") { await gate.arrivals == 1 }
        let queued = Task { await store.send(Increment(by: 1)) }
        try await eventually("one chain queued") { await store.queueDepth == 1 }
        let refused = await store.send(Increment(by: 100))
        #expect(refused.errors == [ChainError(.busy, signal: "increment")])
        #expect(refused.abandoned.count == 1)
        await gate.open()
        #expect(await running.value.succeeded)
        #expect(await queued.value.succeeded)
        #expect(await store.state.count == 1)
    }
}
