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

@Suite("Pending site changes: site-rebuild-due at a look only while changes wait")
struct PendingSiteChangesTests {
    private let minute = Duration.seconds(60)

    /// Starts the looks on `clock` at `store`; `ended` opens once they return.
    private func start(
        _ store: Store<LiftdState>, clock: ManualClock, reported: ReportedChains, ended: Ended
    ) -> Task<Void, Never> {
        let looks = PendingSiteChanges(store: store, interval: minute, clock: clock) { reported.append($0) }
        return Task {
            await looks.run()
            ended.open()
        }
    }

    /// Waits until the looks sleep until minute `minutes`: the look before it has finished.
    private func waitForSleep(_ clock: ManualClock, untilMinute minutes: Int) async throws {
        let deadline = ManualClock.Instant(offset: .seconds(60 * minutes))
        try await eventually("the looks to sleep until minute \(minutes)") { clock.sleepingUntil == [deadline] }
    }

    @Test("A look sends site-rebuild-due while changes are pending, and nothing, no chain at all, when none are")
    func sendsOnlyWhilePending() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        let store = Store(initialState: LiftdState(), useCases: [leavesChangesPending, buildsPendingChanges])
        let task = start(store, clock: clock, reported: reported, ended: ended)
        try await waitForSleep(clock, untilMinute: 1)
        clock.advance(by: minute)
        try await waitForSleep(clock, untilMinute: 2)
        #expect(await store.chainsRun == 0, "nothing pending: no chain")

        #expect(await store.send(TrainingChanged(cause: "import")).succeeded)
        clock.advance(by: minute)
        try await waitForSleep(clock, untilMinute: 3)
        #expect(reported.all == ["site-rebuild-due"])
        #expect(await store.state.siteChangesPendingSince == nil)
        clock.advance(by: minute)
        try await waitForSleep(clock, untilMinute: 4)
        #expect(await store.chainsRun == 2, "training-changed and one site-rebuild-due")
        #expect(reported.all == ["site-rebuild-due"])
        task.cancel()
        try await eventually("the looks to return once cancelled") { ended.isOpen }
    }

    @Test("Without a use case for site-rebuild-due (no summary-html after a reload) pending changes send nothing")
    func sendsNothingUnhandled() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        var pending = LiftdState()
        pending.siteChangesPendingSince = Date(timeIntervalSince1970: 1_757_894_400)
        let store = Store(initialState: pending, useCases: [leavesChangesPending])
        let task = start(store, clock: clock, reported: reported, ended: ended)
        try await waitForSleep(clock, untilMinute: 1)
        clock.advance(by: minute)
        try await waitForSleep(clock, untilMinute: 2)
        #expect(await store.chainsRun == 0)
        #expect(reported.all == [])
        task.cancel()
        try await eventually("the looks to return once cancelled") { ended.isOpen }
    }

    @Test("Cancelled while it waits, it returns without waiting for the next look")
    func stopsWhenCancelled() async throws {
        let clock = ManualClock(), reported = ReportedChains(), ended = Ended()
        var pending = LiftdState()
        pending.siteChangesPendingSince = Date(timeIntervalSince1970: 1_757_894_400)
        let store = Store(initialState: pending, useCases: [leavesChangesPending, buildsPendingChanges])
        let task = start(store, clock: clock, reported: reported, ended: ended)
        try await waitForSleep(clock, untilMinute: 1)
        task.cancel()
        try await eventually("the looks to return once cancelled") { ended.isOpen }
        #expect(clock.sleepingUntil == [])
        #expect(await store.chainsRun == 0, "a cancelled wait sends nothing")
    }
}
