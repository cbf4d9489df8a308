import FoundationEssentials
import SignalStore

private enum SiteRebuildIntervalKey: DependencyKey {
    static var liveValue: TimeInterval { 60 }
    static let name = "siteRebuildInterval"
}

extension DependencyValues {
    /// The least time, in seconds, between two builds of the site after changes
    /// (`training-changed`, `site-rebuild-due`): a minute. The daemon sends `site-rebuild-due`
    /// as often while changes wait.
    public var siteRebuildInterval: TimeInterval {
        get { self[SiteRebuildIntervalKey.self] }
        set { self[SiteRebuildIntervalKey.self] = newValue }
    }
}
