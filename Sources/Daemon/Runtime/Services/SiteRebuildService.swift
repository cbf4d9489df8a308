import Lifecycle

/// Builds the changes `summary-html` put off (`PendingSiteChanges`): after a change to the
/// training, looks once a minute (`SiteRebuildSetting`) while changes are pending; stops at
/// once when cancelled.
struct SiteRebuildService: Service {
    let name = "site rebuilds"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async {
        started.markStarted()
        let runtime = self.runtime
        let pending = PendingSiteChanges(
            store: runtime.store, interval: .seconds(runtime.siteRebuildSeconds), clock: ContinuousClock(),
            changes: runtime.trainingChanges.stream
        ) { outcome in await runtime.log(outcome, source: "site") }
        await pending.run()
    }
}
