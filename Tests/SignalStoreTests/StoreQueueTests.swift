import SignalStore
import TestSupport
import Testing

/// Who sent the signal being handled: a task-local of the sending task.
private enum Sender {
    @TaskLocal static var name = "nobody"
}

@Suite("Queued chains")
struct StoreQueueTests {
    @Test("A chain that waited for a busy store runs in its sender's own task, after the one before it")
    func queuedChainRunsInSendersTask() async throws {
        let gate = Gate("the test to let the first chain finish")
        let store = Store(initialState: LogState(), useCases: [
            ClosureUseCase<LogState, Wait>(on: Wait.self) { _, state in
                await gate.wait()
                return .updating(state) { $0.entries.append("wait from \(Sender.name)") }
            },
            ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
                .updating(state) { $0.entries.append("\(note.text) from \(Sender.name)") }
            },
        ])
        async let first = Sender.$name.withValue("first") { await store.send(Wait()) }
        try await eventually("the first chain to reach the gate") { await gate.arrivals == 1 }
        async let second = Sender.$name.withValue("second") { await store.send(Note(text: "note")) }
        try await eventually("the second chain queued") { await store.queueDepth == 1 }
        await gate.open()
        let outcomes = await [first, second]
        #expect(outcomes.allSatisfy { $0.succeeded })
        #expect(await store.state.entries == ["wait from first", "note from second"])
    }
}
