import SignalStore
@testable import SignalStoreTesting
import Testing

/// Counts pings and emits a note for each.
private let pingNoter = ClosureUseCase<LogState, Ping>(on: Ping.self, emits: [Note.self]) { _, state in
    .updating(state, effects: [Note(text: "pinged")]) { $0.count += 1 }
}

private let noteTaker = ClosureUseCase<LogState, Note>(on: Note.self) { note, state in
    .updating(state) { $0.entries.append(note.text) }
}

private let refusing = ClosureUseCase<LogState, Explode>(on: Explode.self) { _, _ in throw Boom() }

/// What the counter answers `pong` with.
private struct Tally: Encodable, Equatable, Sendable {
    var count: Int
    var entries: [String]
}

/// Answers each pong with the tally so far, after counting it.
private let tallier = ClosureUseCase<LogState, Pong>(on: Pong.self) { _, state in
    UseCaseResult(state: LogState(entries: state.entries, count: state.count + 1),
                  reply: Tally(count: state.count + 1, entries: state.entries))
}

/// Emits a ping for each note, which nothing in the tests' stores handles but `pingNoter`.
private let notePinger = ClosureUseCase<LogState, Note>(on: Note.self, emits: [Ping.self]) { _, state in
    .effects([Ping()])
}

/// Whether `issue` has a comment holding every one of `parts`.
private func says(_ issue: Issue, _ parts: String...) -> Bool {
    issue.comments.contains { comment in parts.allSatisfy { comment.rawValue.contains($0) } }
}

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
        } matching: { issue in
            says(issue, "State after 'ping' differs from the expected value", "− ", "count: 5", "+ ", "count: 1")
                && !issue.comments.contains { $0.rawValue.contains("entries") }
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
        } matching: { issue in
            says(issue, "Received 'note' differs", "− ", "text: \"something else\"", "+ ", "text: \"pinged\"")
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

    @Test("A reply is asserted: the expected one passes, and the state is still checked")
    func assertsReply() async {
        var store = TestStore(initialState: LogState(entries: ["a"], count: 2), useCases: [tallier])
        await store.send(Pong(), reply: Tally(count: 3, entries: ["a"])) { $0.count = 3 }
        store.finish()
    }

    @Test("The harness catches a reply the test did not expect, showing it")
    func catchesUnexpectedReply() async {
        var store = TestStore(initialState: LogState(), useCases: [tallier])
        await withKnownIssue {
            await store.send(Pong()) { $0.count = 1 }
        } matching: { issue in
            says(issue, "'pong' replied, but the test expects no reply", "+ ", "count: 1")
        }
        #expect(store.state.count == 1)
    }

    @Test("The harness catches a reply that differs, showing only the lines that differ")
    func catchesWrongReply() async {
        var store = TestStore(initialState: LogState(entries: ["a", "b"], count: 0), useCases: [tallier])
        await withKnownIssue {
            await store.send(Pong(), reply: Tally(count: 7, entries: ["a", "b"])) { $0.count = 1 }
        } matching: { issue in
            says(issue, "Reply to 'pong' differs", "− ", "count: 7", "+ ", "count: 1")
                && !issue.comments.contains { $0.rawValue.contains("\"a\"") }
        }
    }

    @Test("The harness catches a missing reply and a reply of another type")
    func catchesMissingReply() async {
        var store = TestStore(initialState: LogState(), useCases: [.increment, tallier])
        await withKnownIssue {
            await store.send(Increment(by: 2), reply: Tally(count: 2, entries: [])) { $0.count = 2 }
        } matching: { issue in
            says(issue, "'increment' gave no reply")
        }
        await withKnownIssue {
            await store.send(Pong(), reply: 3) { $0.count = 3 }
        } matching: { issue in
            says(issue, "'pong' replied with a value of type Tally, not Int")
        }
    }

    @Test("An effect none of the store's use cases declares is claimed without being handled")
    func claimsEffectNobodyHandles() async {
        var store = TestStore(initialState: LogState(), useCases: [notePinger])
        await store.send(Note(text: "x"))
        await store.receive(Ping())
        store.finish()
        var chained = TestStore(initialState: LogState(), useCases: [notePinger, pingNoter])
        await chained.send(Note(text: "x"))
        await chained.receive(Ping()) { $0.count = 1 }
        withKnownIssue {
            chained.finish()
        } matching: { issue in
            says(issue, "unfinished", "note")
        }
    }

    @Test("A test changes a dependency between steps, and the next step runs with it")
    func changesDependencies() async {
        let stamp = ClosureUseCase<LogState, Ping>(on: Ping.self) { _, state in
            let drawn = Int(DependencyValues.current.random.next())
            return .updating(state) { $0.count = drawn }
        }
        var store = TestStore(initialState: LogState(), useCases: [stamp]) { $0.random = RandomSource { 7 } }
        await store.send(Ping()) { $0.count = 7 }
        store.dependencies.random = RandomSource { 9 }
        await store.send(Ping()) { $0.count = 9 }
    }

    @Test("A difference shows only the changed lines of the two dumps, − for the expected and + for the actual")
    func differenceShowsChangedLines() {
        let expected = LogState(entries: ["a", "b", "c", "d"], count: 1)
        let actual = LogState(entries: ["a", "x", "c", "d", "e"], count: 1)
        let lines = ValueDifference(expected: expected, actual: actual).lines
        #expect(lines == [
            "−   ▿ entries: 4 elements", "+   ▿ entries: 5 elements",
            "−     - \"b\"", "+     - \"x\"", "+     - \"e\"",
        ])
    }

    @Test("An expected failure returns the error and leaves state alone")
    func expectedFailure() async {
        var store = TestStore(initialState: LogState(count: 3), useCases: [refusing])
        let error = await store.sendExpectingFailure(Explode())
        #expect(error is Boom)
        #expect(store.state.count == 3)
    }
}
