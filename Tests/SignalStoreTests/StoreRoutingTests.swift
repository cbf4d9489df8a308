import SignalStore
import Testing

@Suite("Routing")
struct StoreRoutingTests {
    @Test("The first use case in list order that handles a signal wins")
    func firstHandlerWins() async {
        let store = Store(initialState: LogState(), useCases: [
            Recorder(label: "first", handledSignals: [Ping.self]),
            Recorder(label: "second", handledSignals: [Ping.self]),
        ])
        let outcome = await store.send(Ping())
        #expect(await store.state.entries == ["first: ping"])
        #expect(outcome.steps.map(\.useCase) == ["first"])
    }

    @Test("A use case that declines passes the signal to the next one")
    func declinedSignalGoesToNext() async {
        let store = Store(initialState: LogState(), useCases: [
            Decliner(handledSignals: [Ping.self]),
            Recorder(label: "second", handledSignals: [Ping.self]),
        ])
        let outcome = await store.send(Ping())
        #expect(outcome.succeeded)
        #expect(await store.state.entries == ["second: ping"])
    }

    @Test("A use case is never offered a signal it did not declare")
    func undeclaredSignalsAreNotOffered() async {
        let store = Store(initialState: LogState(), useCases: [
            Recorder(label: "pings only", handledSignals: [Ping.self]),
            Recorder(label: "pongs", handledSignals: [Pong.self]),
        ])
        _ = await store.send(Pong())
        #expect(await store.state.entries == ["pongs: pong"])
    }

    @Test("A signal nothing handles is reported to the sender")
    func unhandledSignalIsAnError() async {
        let store = Store(initialState: LogState(), useCases: [Recorder(label: "r", handledSignals: [Ping.self])])
        let outcome = await store.send(Pong())
        #expect(outcome.errors == [ChainError(.unhandled, signal: "pong")])
        #expect(outcome.errors.first?.code == "unhandled-signal")
        #expect(await store.state == LogState())
    }

    @Test("An effect nothing handles is reported too")
    func unhandledEffectIsAnError() async {
        let emitter = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Pong.self]) { _, state in
            .effects([Pong()])
        }
        let store = Store(initialState: LogState(), useCases: [emitter])
        let outcome = await store.send(Ping())
        #expect(outcome.steps.count == 1)
        #expect(outcome.errors == [ChainError(.unhandled, signal: "pong")])
    }

    @Test("The routing table lists every handled and emitted signal type once")
    func routingTableListsDeclarations() {
        let routes = RoutingTable<LogState>([
            Recorder(label: "a", handledSignals: [Ping.self, Pong.self], emittedSignals: [Note.self]),
            Recorder(label: "b", handledSignals: [Ping.self], emittedSignals: [Note.self]),
        ])
        #expect(routes.handledSignals.map { $0.wireName } == ["ping", "pong"])
        #expect(routes.emittedSignals.map { $0.wireName } == ["note"])
        #expect(routes.handles(Ping.self))
        #expect(!routes.handles(Explode.self))
    }

    @Test("Static-factory sugar names use cases and signals at the call site")
    func staticFactorySugar() async {
        let store = Store(initialState: LogState(), useCases: [.increment, .double])
        _ = await store.send(.increment(by: 3))
        _ = await store.send(DoubleCount())
        #expect(await store.state.count == 6)
    }
}

@Suite("Reconfiguring")
struct StoreReconfigurationTests {
    @Test("Reconfiguring replaces the use cases and keeps the state")
    func reconfigureKeepsState() async {
        let store = Store(initialState: LogState(), useCases: [.increment])
        _ = await store.send(Increment(by: 4))
        await store.reconfigure(useCases: [.double], options: StoreOptions(), dependencies: DependencyValues())
        let refused = await store.send(Increment(by: 1))
        _ = await store.send(DoubleCount())
        #expect(refused.errors.map(\.code) == ["unhandled-signal"])
        #expect(await store.state.count == 8)
    }
}
