import SignalStore

/// The answer to `status`: what is running and how it is doing.
public struct DaemonStatus: Sendable, Encodable, Equatable {
    /// liftd's version.
    public var version: String
    /// Seconds since the daemon started.
    public var uptimeSeconds: Int
    /// The config file in use, or `built-in`.
    public var config: String
    /// When the config was last loaded, ISO 8601.
    public var configLoadedAt: String
    /// The config's `time-zone` (its name, such as `Europe/Berlin`): the zone clients show
    /// times to people in.
    public var timeZone: String
    /// Chains finished since start.
    public var chainsRun: Int
    /// Chains waiting in the store's queue.
    public var queueDepth: Int
    /// Clients connected to the control socket.
    public var clients: Int
    /// Of those, the ones streaming events (`subscribe`).
    public var subscribers: Int
    /// The next schedule due, if any (`name at time`).
    public var nextSchedule: String?
    /// The most recent errors, newest last.
    public var recentErrors: [RecentError]

    /// Status outside a running daemon.
    static let unavailable = DaemonStatus(
        version: Liftd.version, uptimeSeconds: 0, config: "none", configLoadedAt: "", timeZone: "UTC", chainsRun: 0,
        queueDepth: 0, clients: 0, subscribers: 0, nextSchedule: nil, recentErrors: [])
}

/// One error the daemon met, for `status`.
public struct RecentError: Sendable, Encodable, Equatable {
    /// When it happened, ISO 8601.
    public var at: String
    /// The error's stable code.
    public var code: String
    /// The error, for people.
    public var message: String
    /// The use case that failed, when one did.
    public var useCase: String?
}
