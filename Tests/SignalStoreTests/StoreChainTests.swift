import SignalStore
import Testing

/// Emits a `Note` per text, in order.
private func noting(_ texts: [String]) -> ClosureUseCase<LogState, Ping> {
    ClosureUseCase(on: Ping.self, name: "noting", emits: [Note.self]) { _, state in
        .updating(state, effects: texts.map { Note(text: $0) }) { $0.entries.append("ping") }
    }
}

private let noteTaker = ClosureUseCase<LogState, Note>(on: Note.self, name: "note-taker") { note, state in
    .updating(state) { $0.entries.append(note.text) }
}

/// A notification no use case of the tests handles.
private struct Unheard: NotificationSignal, Equatable {
    static let wireName = "unheard"
}

@Suite("Chains")
struct StoreChainTests {
    @Test("Effects join the chain and run in the order they were emitted")
    func effectsRunInOrder() async {
        let store = Store(initialState: LogState(), useCases: [noting(["a", "b", "c"]), noteTaker])
        let outcome = await store.send(Ping())
        #expect(outcome.succeeded)
        #expect(await store.state.entries == ["ping", "a", "b", "c"])
        #expect(outcome.steps.map(\.useCase) == ["noting", "note-taker", "note-taker", "note-taker"])
        #expect(outcome.effects.compactMap { ($0 as? Note)?.text } == ["a", "b", "c"])
    }

    @Test("A notification nobody handles ends quietly, and the effects emitted beside it still run")
    func unheardNotificationLeavesTheRestOfTheChain() async {
        let emitter = ClosureUseCase<LogState, Ping>(on: Ping.self, name: "emitter", emits: [Unheard.self, Note.self]) {
            _, state in .updating(state, effects: [Unheard(), Note(text: "after")]) { $0.entries.append("ping") }
        }
        let store = Store(initialState: LogState(), useCases: [emitter, noteTaker])
        let outcome = await store.send(Ping())
        #expect(outcome.succeeded, "\(outcome.errors)")
        #expect(await store.state.entries == ["ping", "after"])
        #expect(outcome.steps.map(\.useCase) == ["emitter", "note-taker"])
    }

    @Test("Chains run one at a time in arrival order")
    func chainsDoNotInterleave() async {
        let slow = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
            var state = state
            state.entries.append("start \(note.text)")
            await Task.yield()
            state.entries.append("end \(note.text)")
            return .state(state)
        }
        let store = Store(initialState: LogState(), useCases: [slow])
        await withTaskGroup(of: Void.self) { group in
            for text in ["1", "2", "3", "4"] {
                group.addTask { _ = await store.send(Note(text: text)) }
            }
        }
        let entries = await store.state.entries
        #expect(entries.count == 8)
        for index in stride(from: 0, to: entries.count, by: 2) {
            let text = entries[index].dropFirst("start ".count)
            #expect(entries[index + 1] == "end \(text)")
        }
        #expect(await store.chainsRun == 4)
    }

    @Test("Sequential sends are processed in the order they were sent")
    func arrivalOrder() async {
        let store = Store(initialState: LogState(), useCases: [noteTaker])
        for text in ["x", "y", "z"] { _ = await store.send(Note(text: text)) }
        #expect(await store.state.entries == ["x", "y", "z"])
    }

    @Test("The cycle guard refuses a signal whose type is among its causes")
    func cycleGuard() async {
        let ping = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Pong.self]) { _, state in
            .updating(state, effects: [Pong()]) { $0.entries.append("ping") }
        }
        let pong = ClosureUseCase<LogState, Pong>(on: Pong.self, emits: [Ping.self]) { _, state in
            .updating(state, effects: [Ping()]) { $0.entries.append("pong") }
        }
        let store = Store(initialState: LogState(), useCases: [ping, pong])
        let outcome = await store.send(Ping())
        #expect(outcome.errors == [ChainError(.cycle(path: ["ping", "pong", "ping"]), signal: "ping")])
        #expect(outcome.errors.first?.description == "signal cycle refused: ping → pong → ping")
        #expect(await store.state.entries == ["ping", "pong"])
    }

    @Test("Sibling effects of one type are not a cycle")
    func siblingsAreFine() async {
        let store = Store(initialState: LogState(), useCases: [noting(["a", "a", "a"]), noteTaker])
        let outcome = await store.send(Ping())
        #expect(outcome.succeeded)
        #expect(await store.state.entries == ["ping", "a", "a", "a"])
    }

    @Test("A chain longer than the bound is stopped and reported")
    func chainLengthBound() async {
        let store = Store(
            initialState: LogState(), useCases: [noting((1...20).map(String.init)), noteTaker],
            options: StoreOptions(maximumChainLength: 5))
        let outcome = await store.send(Ping())
        #expect(outcome.steps.count == 5)
        #expect(outcome.errors.first?.kind == .chainTooLong(limit: 5))
        #expect(outcome.abandoned.count == 15)
    }

    @Test("The outcome says who handled each signal and how long it took")
    func outcomeDescribesSteps() async {
        let store = Store(initialState: LogState(), useCases: [noting(["a"]), noteTaker])
        let outcome = await store.send(Ping())
        #expect(outcome.chain == ChainID(1))
        #expect(outcome.steps.map { $0.signal.wireName } == ["ping", "note"])
        #expect(outcome.steps[0].effects.count == 1)
        #expect(outcome.steps.allSatisfy { $0.duration >= .zero })
        #expect(outcome.duration >= outcome.steps[0].duration)
    }

    @Test("A reply from the first signal's use case reaches the sender")
    func replyReachesSender() async {
        let answering = ClosureUseCase<LogState, Ping>(on: Ping.self) { _, _ in .reply("pong") }
        let store = Store(initialState: LogState(), useCases: [answering])
        let outcome = await store.send(Ping())
        #expect(outcome.reply as? String == "pong")
    }
}
