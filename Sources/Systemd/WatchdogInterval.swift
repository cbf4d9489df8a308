import CSystemd

/// How often the service manager expects a keep-alive (`WatchdogSec=`), and how often we
/// send one: at half the timeout, as sd_watchdog_enabled(3) advises.
public struct WatchdogInterval: Sendable, Equatable {
    /// The service manager's timeout: without a ping for this long, it acts (e.g. restarts us).
    public let timeout: Duration

    /// A watchdog with the given timeout.
    public init(timeout: Duration) {
        self.timeout = timeout
    }

    /// How often to ping: half the timeout.
    public var pingInterval: Duration { timeout / 2 }

    /// The interval the service manager asked this process for (`WATCHDOG_USEC`, honouring
    /// `WATCHDOG_PID`), or `nil` when it asked for none or the variables are invalid.
    public static func fromServiceManager() -> Self? {
        var microseconds: UInt64 = 0
        guard sd_watchdog_enabled(0, &microseconds) > 0, microseconds > 0 else { return nil }
        return Self(timeout: .microseconds(microseconds))
    }
}
