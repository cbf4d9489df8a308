import SchedulerContract
import SignalStore

/// The daemon's own numbers for the `metrics` plugins: its version, chains and errors since
/// start, the queue, the clients and subscribers, and each schedule's last success and lateness. The daemon
/// provides them (`RuntimeMetricsReading`); plugins never reach the socket or the scheduler.
public struct RuntimeMetrics: Sendable, Equatable {
    /// liftd's version.
    public var version: String
    /// Chains that ran to the end without an error since start.
    public var chainsSucceeded: Int
    /// Chains that ended with an error since start.
    public var chainsFailed: Int
    /// Errors `status` has reported since start, by their code.
    public var errorsByCode: [String: Int]
    /// Chains waiting in the store's queue.
    public var queueDepth: Int
    /// Clients connected to the control socket.
    public var clients: Int
    /// Of those, the ones streaming events.
    public var subscribers: Int
    /// Every configured schedule.
    public var schedules: [ScheduleMetrics]
    /// Each notifier's outbox queue.
    public var notifications: NotificationMetrics

    /// Numbers with these values.
    public init(
        version: String, chainsSucceeded: Int = 0, chainsFailed: Int = 0, errorsByCode: [String: Int] = [:],
        queueDepth: Int = 0, clients: Int = 0, subscribers: Int = 0, schedules: [ScheduleMetrics] = [],
        notifications: NotificationMetrics = NotificationMetrics()
    ) {
        self.version = version
        self.chainsSucceeded = chainsSucceeded
        self.chainsFailed = chainsFailed
        self.errorsByCode = errorsByCode
        self.queueDepth = queueDepth
        self.clients = clients
        self.subscribers = subscribers
        self.schedules = schedules
        self.notifications = notifications
    }
}

/// The outbox's numbers for `metrics`, by notifier name.
public struct NotificationMetrics: Sendable, Equatable {
    /// Entries waiting in each notifier's queue.
    public var queued: [String: Int]
    /// Entries dropped from a full queue since start.
    public var dropped: [String: Int]
    /// Notifications given up on since start (the attempts allowed all failed).
    public var undelivered: [String: Int]

    /// Numbers with these values.
    public init(queued: [String: Int] = [:], dropped: [String: Int] = [:], undelivered: [String: Int] = [:]) {
        self.queued = queued
        self.dropped = dropped
        self.undelivered = undelivered
    }
}

/// Where the `metrics` plugins read the daemon's numbers; the daemon implements it.
public protocol RuntimeMetricsReading: Sendable {
    /// The numbers now; nil outside a running daemon.
    func runtimeMetrics() async -> RuntimeMetrics?
}

/// Outside the daemon: no runtime numbers, so only the training series are exposed.
struct NoRuntimeMetrics: RuntimeMetricsReading {
    func runtimeMetrics() async -> RuntimeMetrics? { nil }
}

private enum RuntimeMetricsKey: DependencyKey {
    static var liveValue: any RuntimeMetricsReading { NoRuntimeMetrics() }
    static let name = "runtimeMetrics"
}

extension DependencyValues {
    /// The daemon's own numbers for `metrics` (the running daemon sets it).
    public var runtimeMetrics: any RuntimeMetricsReading {
        get { self[RuntimeMetricsKey.self] }
        set { self[RuntimeMetricsKey.self] = newValue }
    }
}
