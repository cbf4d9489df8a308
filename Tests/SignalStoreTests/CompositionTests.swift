import SignalStore
import Testing

@Suite("Compound and closure use cases")
struct CompositionTests {
    @Test("A compound threads state through its members in order")
    func compoundThreadsState() async throws {
        let bundle = CompoundUseCase<LogState>("bundle", [.increment, Recorder(label: "r", handledSignals: [Increment.self])])
        let result = try await bundle.handle(Increment(by: 2), state: LogState())
        #expect(result.state == LogState(entries: ["r: increment"], count: 2))
    }

    @Test("Members see the state the previous member produced")
    func membersSeePreviousState() async throws {
        let seen = ClosureUseCase<LogState, Increment>(on: Increment.self) { _, state in
            .updating(state) { $0.entries.append("saw \(state.count)") }
        }
        let bundle = CompoundUseCase<LogState>("bundle", [.increment, seen, .increment, seen])
        let result = try await bundle.handle(Increment(by: 5), state: LogState())
        #expect(result.state?.entries == ["saw 5", "saw 10"])
    }

    @Test("A compound gathers its members' effects in order")
    func compoundGathersEffects() async throws {
        let first = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Note.self]) { _, _ in
            .effects([Note(text: "1")])
        }
        let second = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Note.self, Pong.self]) { _, _ in
            .effects([Note(text: "2"), Pong()])
        }
        let bundle = CompoundUseCase<LogState>("bundle", [first, second])
        let result = try await bundle.handle(Ping(), state: LogState())
        #expect(result.effects.map { $0.wireName } == ["note", "note", "pong"])
        #expect(result.state == nil)
        #expect(bundle.emittedSignals.map { $0.wireName } == ["note", "pong"])
    }

    @Test("A compound declares the union of its members' signals and nests")
    func nestedCompound() async {
        let inner = CompoundUseCase<LogState>("inner", [.increment])
        let middle = CompoundUseCase<LogState>("middle", [inner, .double])
        let outer = CompoundUseCase<LogState>("outer", [middle])
        #expect(outer.handledSignals.map { $0.wireName } == ["increment", "double"])
        let store = Store(initialState: LogState(), useCases: [outer])
        _ = await store.send(Increment(by: 3))
        let outcome = await store.send(DoubleCount())
        #expect(await store.state.count == 6)
        #expect(outcome.steps.map(\.useCase) == ["outer"])
    }

    @Test("A compound none of whose members handle the signal does not handle it")
    func compoundPassesWhenNobodyHandles() async throws {
        let bundle = CompoundUseCase<LogState>("bundle", [Decliner(handledSignals: [Ping.self])])
        let result = try await bundle.handle(Ping(), state: LogState())
        #expect(!result.handled)
    }

    @Test("A closure use case receives its signal typed and ignores other types")
    func closureUseCase() async throws {
        let closure = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
            .updating(state) { $0.entries.append(note.text.uppercased()) }
        }
        #expect(try await closure.handle(Note(text: "hi"), state: LogState()).state?.entries == ["HI"])
        #expect(try await !closure.handle(Ping(), state: LogState()).handled)
        #expect(closure.name == "ClosureUseCase(note)")
    }
}
