import Plugins
import SignalStore

/// Sends the store `site-rebuild-due` once every `interval` while its state holds changes
/// the site does not show yet (`LiftdState.siteChangesPendingSince`) and a use case
/// (`summary-html`) handles the signal, so that they are built within about a minute. When
/// nothing is pending it sends nothing: no chain, no log line, no event.
struct PendingSiteChanges<WaitClock: Clock>: Sendable where WaitClock.Duration == Duration {
    /// The store to look at and send to.
    let store: Store<LiftdState>
    /// The time between two looks.
    let interval: Duration
    /// The clock the waits run on.
    let clock: WaitClock
    /// Hears each chain the signal ran.
    let report: @Sendable (ChainOutcome) async -> Void

    /// Looks every `interval` until the task is cancelled; returns as soon as it is.
    func run() async {
        while (try? await clock.sleep(for: interval)) != nil {
            guard await store.state.siteChangesPendingSince != nil,
                  await store.routes.handles(SiteRebuildDue.self) else { continue }
            await report(await store.send(SiteRebuildDue()))
        }
    }
}
