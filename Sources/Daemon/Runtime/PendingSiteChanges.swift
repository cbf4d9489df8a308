import Plugins
import SignalStore

/// Sends the store `site-rebuild-due` while its state holds changes the site does not show
/// yet (`LiftdState.siteChangesPendingSince`) and a use case (`summary-html`) handles the
/// signal, once every `interval`, so that they are built within about a minute. It looks only
/// after word that training changed (`changes`): when nothing is pending it waits without a
/// timer, so an idle liftd does not wake, and sends nothing: no chain, no log line, no event.
struct PendingSiteChanges<WaitClock: Clock>: Sendable where WaitClock.Duration == Duration {
    /// The store to look at and send to.
    let store: Store<LiftdState>
    /// The time between two looks while changes are pending.
    let interval: Duration
    /// The clock the waits run on.
    let clock: WaitClock
    /// An element each time a chain ran `training-changed` (`TrainingChanges`).
    let changes: AsyncStream<Void>
    /// Hears each chain the signal ran.
    let report: @Sendable (ChainOutcome) async -> Void

    /// Looks after each word of a change, and every `interval` while changes are pending,
    /// until the task is cancelled; returns as soon as it is.
    func run() async {
        for await _ in changes {
            while await isPending {
                guard (try? await clock.sleep(for: interval)) != nil else { return }
                guard await isPending else { break }
                await report(await store.send(SiteRebuildDue()))
            }
        }
    }

    /// Whether changes wait and a use case would build them.
    private var isPending: Bool {
        get async {
            guard await store.state.siteChangesPendingSince != nil else { return false }
            return await store.routes.handles(SiteRebuildDue.self)
        }
    }
}

/// Word from every finished chain that ran `training-changed`, for `PendingSiteChanges`:
/// words not yet heard coalesce into one.
struct TrainingChanges: Sendable {
    /// The words, for the one listener.
    let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Passes word on when `outcome` ran `training-changed`.
    func hear(_ outcome: ChainOutcome) {
        if outcome.steps.contains(where: { $0.signal is TrainingChanged }) { continuation.yield() }
    }
}
