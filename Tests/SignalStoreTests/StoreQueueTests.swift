import SignalStore
import Testing

/// Who sent the signal being handled: a task-local of the sending task.
private enum Sender {
    @TaskLocal static var name = "nobody"
}

/// Holds a use case until the test opens it, counting arrivals.
private actor Barrier {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false
    private(set) var arrivals = 0

    func wait() async {
        arrivals += 1
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}

@Suite("Queued chains")
struct StoreQueueTests {
    @Test("A chain that waited for a busy store runs in its sender's own task, after the one before it")
    func queuedChainRunsInSendersTask() async {
        let barrier = Barrier()
        let store = Store(initialState: LogState(), useCases: [
            ClosureUseCase<LogState, Wait>(on: Wait.self) { _, state in
                await barrier.wait()
                return .updating(state) { $0.entries.append("wait from \(Sender.name)") }
            },
            ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
                .updating(state) { $0.entries.append("\(note.text) from \(Sender.name)") }
            },
        ])
        async let first = Sender.$name.withValue("first") { await store.send(Wait()) }
        while await barrier.arrivals == 0 { await Task.yield() }
        async let second = Sender.$name.withValue("second") { await store.send(Note(text: "note")) }
        while await store.queueDepth == 0 { await Task.yield() }
        await barrier.open()
        let outcomes = await [first, second]
        #expect(outcomes.allSatisfy { $0.succeeded })
        #expect(await store.state.entries == ["wait from first", "note from second"])
    }
}
