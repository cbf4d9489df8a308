import FoundationEssentials

/// How often `summary-html` may rebuild the site after changes, and how often the daemon
/// looks for changes it put off: a minute, unless `LIFTD_SITE_REBUILD_SECONDS` (a whole
/// number from 1 to 3600) says otherwise, for tests that cannot wait a minute.
enum SiteRebuildSetting {
    /// The environment variable that shortens or lengthens the minute.
    static let variable = "LIFTD_SITE_REBUILD_SECONDS"
    /// The interval without the variable.
    static let standardSeconds: TimeInterval = 60

    /// The interval `environment` asks for, in seconds, and a warning when its value is not
    /// one (then the interval is the minute).
    static func seconds(in environment: [String: String]) -> (seconds: TimeInterval, warning: String?) {
        guard let text = environment[variable] else { return (standardSeconds, nil) }
        guard let seconds = Int(text), (1...3600).contains(seconds) else {
            return (standardSeconds, "liftd: ignoring \(variable)='\(text)': not a whole number of seconds from 1 to 3600;"
                        + " the site is rebuilt at most once a minute")
        }
        return (TimeInterval(seconds), nil)
    }
}
