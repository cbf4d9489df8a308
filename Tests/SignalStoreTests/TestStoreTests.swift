import SignalStore
import SignalStoreTesting
import Testing

/// Counts pings and emits a note for each.
private let pingNoter = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Note.self]) { _, state in
    .updating(state, effects: [Note(text: "pinged")]) { $0.count += 1 }
}

private let noteTaker = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
    .updating(state) { $0.entries.append(note.text) }
}

private let refusing = ClosureUseCase<LogState, Explode>(on: Explode.self) { _, _ in throw Boom() }

@Suite("TestStore harness")
struct TestStoreTests {
    @Test("A test steps through a chain, asserting state and claiming each effect")
    func stepsThroughChain() async {
        var store = TestStore(initialState: LogState(), useCases: [pingNoter, noteTaker])
        await store.send(Ping()) { $0.count = 1 }
        await store.receive(Note(text: "pinged")) { $0.entries = ["pinged"] }
        store.finish()
    }

    @Test("The harness catches an unclaimed effect")
    func catchesUnclaimedEffect() async {
        var store = TestStore(initialState: LogState(), useCases: [pingNoter, noteTaker])
        await store.send(Ping()) { $0.count = 1 }
        #expect(store.unclaimedEffects.count == 1)
        withKnownIssue {
            store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unfinished") && $0.rawValue.contains("note") }
        }
    }

    @Test("The harness catches a send before the previous chain is finished")
    func catchesUnfinishedChainAtNextSend() async {
        var store = TestStore(initialState: LogState(), useCases: [pingNoter, noteTaker])
        await store.send(Ping()) { $0.count = 1 }
        await withKnownIssue {
            await store.send(Ping()) { $0.count = 2 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unfinished") }
        }
    }

    @Test("The harness catches a state that differs from the expected one")
    func catchesWrongState() async {
        var store = TestStore(initialState: LogState(), useCases: [pingNoter, noteTaker])
        await withKnownIssue {
            await store.send(Ping()) { $0.count = 5 }
        }
        await store.receive(Note(text: "pinged")) { $0.entries = ["pinged"] }
        store.finish()
    }

    @Test("The harness catches an effect other than the one expected")
    func catchesWrongEffect() async {
        var store = TestStore(initialState: LogState(), useCases: [pingNoter, noteTaker])
        await store.send(Ping()) { $0.count = 1 }
        await withKnownIssue {
            await store.receive(Note(text: "something else"))
        }
    }

    @Test("The harness catches a signal nothing handles")
    func catchesUnhandled() async {
        var store = TestStore(initialState: LogState(), useCases: [noteTaker])
        await withKnownIssue {
            await store.send(Pong())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No use case handled 'pong'") }
        }
    }

    @Test("An expected failure returns the error and leaves state alone")
    func expectedFailure() async {
        var store = TestStore(initialState: LogState(count: 3), useCases: [refusing])
        let error = await store.sendExpectingFailure(Explode())
        #expect(error is Boom)
        #expect(store.state.count == 3)
    }
}
