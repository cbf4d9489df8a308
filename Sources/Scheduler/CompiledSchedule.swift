import Cron
import FoundationEssentials
import SignalStore

/// A schedule from config, checked and ready to run: its cron schedule in its zone and the
/// signal it sends.
public struct CompiledSchedule: Sendable {
    /// The schedule's name in config.
    public let name: String
    /// When it fires, in its zone.
    public let cron: CronSchedule
    /// The zone's name as the config wrote it (or the configured default).
    public let timeZoneName: String
    /// The signal each firing sends.
    public let signal: any Signal
    /// Whether a run missed while the daemon was down fires once when it comes back.
    public let catchUp: Bool
    /// Each firing is delayed by a random amount below this.
    public let jitter: Duration
    /// Whether it fires on its own (it can always be run by hand).
    public let enabled: Bool

    /// A schedule with these parts.
    public init(
        name: String, cron: CronSchedule, timeZoneName: String, signal: any Signal, catchUp: Bool, jitter: Duration,
        enabled: Bool
    ) {
        self.name = name
        self.cron = cron
        self.timeZoneName = timeZoneName
        self.signal = signal
        self.catchUp = catchUp
        self.jitter = jitter
        self.enabled = enabled
    }

    /// The first fire time after `instant`.
    public func nextFire(after instant: Date) -> Date? { cron.nextFire(after: instant) }
}
