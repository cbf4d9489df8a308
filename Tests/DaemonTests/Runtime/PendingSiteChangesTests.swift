import Foundation
import Plugins
import SignalStore
import Synchronization
import TestSupport
import Testing
@testable import Daemon

/// Stands in for `summary-html`'s part: `training-changed` leaves changes pending.
private let leavesChangesPending = ClosureUseCase<LiftdState, TrainingChanged>(on: TrainingChanged.self) { _, state in
    .updating(state) { $0.siteChangesPendingSince = Date(timeIntervalSince1970: 1_757_894_400) }
}

/// Stands in for `summary-html`'s build: `site-rebuild-due` clears what was pending.
private let buildsPendingChanges = ClosureUseCase<LiftdState, SiteRebuildDue>(on: SiteRebuildDue.self) { _, state in
    .updating(state) { $0.siteChangesPendingSince = nil }
}

/// The first signal of each chain the looks reported.
private final class ReportedChains: Sendable {
    private let signals = Mutex<[String]>([])
    var all: [String] { signals.withLock { $0 } }
    func append(_ outcome: ChainOutcome) { signals.withLock { $0.append(outcome.steps.first?.signal.wireName ?? "none") } }
}

/// Whether the looks have returned.
private final class Ended: Sendable {
    private let flag = Mutex(false)
    var isOpen: Bool { flag.withLock { $0 } }
    func open() { flag.withLock { $0 = true } }
}

@Suite("Pending site changes: site-rebuild-due a minute after word of a change, only while changes wait")
struct PendingSiteChangesTests {
    private let minute = Duration.seconds(60)

    /// A state with changes pending since 2025-09-15.
    private var pendingState: LiftdState {
        var state = LiftdState()
        state.siteChangesPendingSince = Date(timeIntervalSince1970: 1_757_894_400)
        return state
    }

    /// Starts the looks on `clock` at `store`, hearing `changes`; `ended` opens once they return.
    private func start(
        _ store: Store<LiftdState>, changes: AsyncStream<Void>, clock: ManualClock, reported: ReportedChains, ended: Ended
    ) -> Task<Void, Never> {
        let looks = PendingSiteChanges(store: store, interval: minute, clock: clock, changes: changes) { reported.append($0) }
        return Task {
            await looks.run()
            ended.open()
        }
    }

    /// Waits until the looks sleep until minute `minutes`.
    private func waitForSleep(_ clock: ManualClock, untilMinute minutes: Int) async throws {
        let deadline = ManualClock.Instant(offset: .seconds(60 * minutes))
        try await eventually("the looks to sleep until minute \(minutes)") { clock.sleepingUntil == [deadline] }
    }

    @Test("Without word of a change nothing is looked at, even with changes pending: no timer, no chain")
    func noWordNoLook() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        let store = Store(initialState: pendingState, useCases: [leavesChangesPending, buildsPendingChanges])
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        continuation.finish()
        _ = start(store, changes: changes, clock: clock, reported: reported, ended: ended)
        try await eventually("the looks to return when the words end") { ended.isOpen }
        #expect(await store.chainsRun == 0)
        #expect(reported.all == [])
        #expect(await store.state.siteChangesPendingSince != nil, "left for a later word")
    }

    @Test("A training-changed chain is heard: a minute later site-rebuild-due builds; the next word starts a new minute")
    func buildsAMinuteAfterWord() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        let store = Store(initialState: LiftdState(), useCases: [leavesChangesPending, buildsPendingChanges])
        let words = TrainingChanges()
        let task = start(store, changes: words.stream, clock: clock, reported: reported, ended: ended)

        words.hear(await store.send(TrainingChanged(cause: "import")))
        try await waitForSleep(clock, untilMinute: 1)
        clock.advance(by: minute)
        try await eventually("site-rebuild-due to be sent") { reported.all == ["site-rebuild-due"] }
        #expect(await store.state.siteChangesPendingSince == nil)

        // Minutes pass with nothing pending; the next change's look is a minute after its word.
        clock.advance(by: minute * 5)
        words.hear(await store.send(TrainingChanged(cause: "log-set")))
        try await waitForSleep(clock, untilMinute: 7)
        clock.advance(by: minute)
        try await eventually("the second site-rebuild-due") { reported.all == ["site-rebuild-due", "site-rebuild-due"] }
        #expect(await store.chainsRun == 4, "two training-changed and two site-rebuild-due")
        task.cancel()
        try await eventually("the looks to return once cancelled") { ended.isOpen }
    }

    @Test("Only chains that ran training-changed are word of a change")
    func otherChainsAreNoWord() async throws {
        let store = Store(initialState: LiftdState(), useCases: [leavesChangesPending, buildsPendingChanges])
        let words = TrainingChanges()
        words.hear(await store.send(SiteRebuildDue()))
        words.hear(await store.send(TrainingChanged(cause: "import")))
        words.hear(await store.send(SiteRebuildDue()))
        var heard = words.stream.makeAsyncIterator()
        #expect(await heard.next() != nil, "the training-changed chain")
        // Words not yet heard coalesce: one more word is one element, whatever came before.
        words.hear(await store.send(TrainingChanged(cause: "log-set")))
        words.hear(await store.send(TrainingChanged(cause: "log-set")))
        #expect(await heard.next() != nil)
    }

    @Test("Without a use case for site-rebuild-due (no summary-html after a reload) pending changes send nothing")
    func sendsNothingUnhandled() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        let store = Store(initialState: pendingState, useCases: [leavesChangesPending])
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        let task = start(store, changes: changes, clock: clock, reported: reported, ended: ended)
        continuation.yield()
        continuation.finish()
        try await eventually("the looks to return when the words end") { ended.isOpen }
        #expect(clock.sleepingUntil == [])
        #expect(await store.chainsRun == 0)
        #expect(reported.all == [])
        task.cancel()
    }

    @Test("Cancelled while it waits, it returns without waiting for the next look")
    func stopsWhenCancelled() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        let store = Store(initialState: pendingState, useCases: [leavesChangesPending, buildsPendingChanges])
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        let task = start(store, changes: changes, clock: clock, reported: reported, ended: ended)
        continuation.yield()
        try await waitForSleep(clock, untilMinute: 1)
        task.cancel()
        try await eventually("the looks to return once cancelled") { ended.isOpen }
        #expect(clock.sleepingUntil == [])
        #expect(await store.chainsRun == 0, "a cancelled wait sends nothing")
    }
}
