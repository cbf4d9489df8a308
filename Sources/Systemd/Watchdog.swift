/// Pings the service manager's watchdog at half its timeout, but only while the daemon is
/// healthy: when the health check says no (or never answers), pings stop and systemd
/// restarts the service. Its owner runs it in a task and cancels that task to stop it.
public actor Watchdog {
    /// Answers whether the daemon is healthy; it should answer within `budget` (e.g. the
    /// store answered a ping with that deadline).
    public typealias HealthCheck = @Sendable (_ budget: Duration) async -> Bool
    /// Waits the given duration between pings; throws when cancelled.
    public typealias Pause = @Sendable (Duration) async throws -> Void

    /// The timeout and ping interval in use.
    public let interval: WatchdogInterval
    private let notifier: any ServiceManagerNotifier
    private let isHealthy: HealthCheck
    private let pause: Pause

    /// A watchdog that pings through `notifier` every `interval.pingInterval` while
    /// `isHealthy` says yes. `pause` is the wait between pings (tests replace it).
    public init(
        interval: WatchdogInterval,
        notifier: any ServiceManagerNotifier,
        isHealthy: @escaping HealthCheck,
        pause: @escaping Pause = { try await Task.sleep(for: $0) }
    ) {
        self.interval = interval
        self.notifier = notifier
        self.isHealthy = isHealthy
        self.pause = pause
    }

    /// Pings once now, then every ping interval while healthy, until the calling task is
    /// cancelled; no ping follows its return.
    public func run() async {
        while !Task.isCancelled {
            await pingIfHealthy()
            do { try await pause(interval.pingInterval) } catch { return }
        }
    }

    /// Checks health once and pings if healthy; returns whether it pinged.
    @discardableResult
    public func pingIfHealthy() async -> Bool {
        guard await isHealthy(interval.pingInterval), !Task.isCancelled else { return false }
        notifier.send(.watchdog)
        return true
    }
}
