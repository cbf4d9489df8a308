import SignalStore

/// Tells `summary-html` that changes it put off may be built now: the daemon sends it once
/// a minute while the state holds changes the site does not show yet
/// (`LiftdState.siteChangesPendingSince`), and never otherwise.
public struct SiteRebuildDue: Signal, Equatable {
    public static let wireName = "site-rebuild-due"

    /// Asks for the pending changes to be built.
    public init() {}
}
