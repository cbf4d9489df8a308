import SignalStore
import SignalStoreTesting
import TestSupport
import Testing

/// A use case whose `wait` leaves work for after the chain: the work waits at `gate`, then
/// answers `done` and asks for a `note` saying so (or throws, with `failing`).
private struct LeavesWork: UseCase {
    let gate: Gate
    var failing = false
    var name: String { "leaves-work" }
    var handledSignals: [any Signal.Type] { [Wait.self] }

    func handle(_ signal: any Signal, state: LogState) async throws -> UseCaseResult<LogState> {
        let gate = gate, failing = failing
        return .detached(DetachedWork(signal: Wait.wireName, useCase: name) {
            await gate.wait()
            if failing { throw Boom() }
            return DetachedWork.Finished(reply: "done", signals: [Note(text: "work finished")])
        })
    }
}

private let noting = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
    .updating(state) { $0.entries.append(note.text) }
}

@Suite("Detached work")
struct StoreDetachedWorkTests {
    @Test("Work a chain leaves runs outside the store: other chains run meanwhile, and its answer and signals come after")
    func otherChainsRunWhileTheWorkRuns() async throws {
        let gate = Gate("the test to let the detached work finish")
        let store = Store(initialState: LogState(), useCases: [LeavesWork(gate: gate), noting])
        async let waiting = store.send(Wait())
        try await eventually("the detached work to reach the gate") { await gate.arrivals == 1 }
        let meanwhile = await store.send(Note(text: "meanwhile"))
        #expect(meanwhile.succeeded)
        #expect(await store.state.entries == ["meanwhile"])
        await gate.open()
        let outcome = await waiting
        #expect(outcome.succeeded)
        #expect(outcome.reply as? String == "done")
        #expect(await store.state.entries == ["meanwhile", "work finished"])
    }

    @Test("Work that throws answers with its error, naming signal and use case, and signal-failed runs as a chain of its own")
    func failingWorkIsReported() async throws {
        let gate = Gate("the test to let the detached work fail")
        await gate.open()
        let store = Store(initialState: LogState(), useCases: [
            LeavesWork(gate: gate, failing: true),
            Recorder(label: "notifier", handledSignals: [SignalFailed.self]),
        ])
        let outcome = await store.send(Wait())
        #expect(!outcome.succeeded)
        #expect(outcome.errors.map(\.signal) == ["wait"])
        #expect(outcome.errors.map(\.useCase) == ["leaves-work"])
        #expect(await store.state.entries == ["notifier: signal-failed"])
    }

    @Test("TestStore runs the work at once: its answer is the reply, its signals wait to be received")
    func testStoreRunsTheWork() async {
        let gate = Gate("nothing: it is open")
        await gate.open()
        var store = TestStore(initialState: LogState(), useCases: [LeavesWork(gate: gate), noting])
        await store.send(Wait(), reply: "done")
        await store.receive(Note(text: "work finished")) { $0.entries = ["work finished"] }
        store.finish()
    }
}
