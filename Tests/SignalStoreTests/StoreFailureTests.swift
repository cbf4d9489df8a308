import SignalStore
import Testing

private let exploding = ClosureUseCase<LogState, Explode>(on: Explode.self, name: "exploding") { _, _ in
    throw Boom()
}

/// Handles `Ping` by logging and emitting an explosion between two notes.
private let fuse = ClosureUseCase<LogState, Ping>(on: Ping.self, name: "fuse", emits: [Note.self, Explode.self]) {
    _, state in
    .updating(state, effects: [Note(text: "before"), Explode(), Note(text: "after")]) { $0.entries.append("lit") }
}

private let noteTaker = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
    .updating(state) { $0.entries.append(note.text) }
}

/// Records failures it is told about.
private let notifier = ClosureUseCase<LogState, SignalFailed>(on: SignalFailed.self, name: "notifier") {
    failure, state in
    .updating(state) { $0.entries.append("notified: \(failure.code) in \(failure.useCase ?? "-")") }
}

@Suite("Failures")
struct StoreFailureTests {
    @Test("A thrown error ends its chain, keeps earlier state and names the use case in the log's description")
    func thrownErrorEndsChain() async {
        let store = Store(initialState: LogState(), useCases: [fuse, noteTaker, exploding])
        let outcome = await store.send(Ping())
        #expect(await store.state.entries == ["lit", "before"])
        #expect(outcome.errors == [ChainError(.threw(message: "boom"), signal: "explode", useCase: "exploding")])
        #expect(outcome.errors.first?.description == "exploding failed on 'explode': boom")
        #expect(outcome.errors.first?.message == "boom")
        #expect(outcome.abandoned.map { $0.wireName } == ["note"])
    }

    @Test("An error naming its own code reaches the sender with that code; one naming none stays use-case-failed")
    func codedErrorKeepsItsCode() async {
        struct Refusal: CodedError, CustomStringConvertible {
            let code: String?
            var description: String { "reps must be between 0 and 1000; got 5000" }
        }
        for (code, expected) in [("invalid-field", "invalid-field"), (nil, "use-case-failed")] as [(String?, String)] {
            let refusing = ClosureUseCase<LogState, Explode>(on: Explode.self, name: "refusing") { _, _ in
                throw Refusal(code: code)
            }
            let store = Store(initialState: LogState(), useCases: [refusing, notifier])
            let outcome = await store.send(Explode())
            #expect(outcome.errors.map(\.code) == [expected])
            #expect(outcome.errors.first?.description == "refusing failed on 'explode': reps must be between 0 and 1000; got 5000")
            #expect(await store.state.entries == ["notified: \(expected) in refusing"])
        }
    }

    @Test("A failed chain emits a failure signal other use cases can handle")
    func failureSignalIsHandled() async {
        let store = Store(initialState: LogState(), useCases: [fuse, noteTaker, exploding, notifier])
        let outcome = await store.send(Ping())
        #expect(await store.state.entries == ["lit", "before", "notified: use-case-failed in exploding"])
        #expect(outcome.steps.last?.useCase == "notifier")
        #expect(outcome.errors.count == 1)
    }

    @Test("A failure signal nobody handles is not itself an error")
    func unhandledFailureSignalIsQuiet() async {
        let store = Store(initialState: LogState(), useCases: [exploding])
        let outcome = await store.send(Explode())
        #expect(outcome.errors.map(\.code) == ["use-case-failed"])
    }

    @Test("A failing failure handler is reported but emits no further failure signal")
    func failingNotifierStops() async {
        let brokenNotifier = ClosureUseCase<LogState, SignalFailed>(on: SignalFailed.self, name: "broken") { _, _ in
            throw Boom()
        }
        let store = Store(initialState: LogState(), useCases: [exploding, brokenNotifier])
        let outcome = await store.send(Explode())
        #expect(outcome.errors.map(\.signal) == ["explode", "signal-failed"])
        #expect(outcome.errors.map(\.useCase) == ["exploding", "broken"])
    }

    @Test("An unhandled signal also emits the failure signal")
    func unhandledEmitsFailure() async {
        let store = Store(initialState: LogState(), useCases: [notifier])
        _ = await store.send(Pong())
        #expect(await store.state.entries == ["notified: unhandled-signal in -"])
    }
}

@Test("A chain error's message for the sender is the use case's own words when it threw, else the description")
func chainErrorMessages() {
    let thrown = ChainError(.threw(message: "weight: -5 is negative"), signal: "log-set", useCase: "LogSetUseCase")
    #expect(thrown.message == "weight: -5 is negative")
    #expect(!thrown.message.contains("LogSetUseCase"))
    let unhandled = ChainError(.unhandled, signal: "nope")
    #expect(unhandled.message == unhandled.description)
    #expect(unhandled.message == "no use case handles 'nope'")
}
