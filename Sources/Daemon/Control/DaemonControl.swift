import SignalStore

/// What the built-in control signals ask of the running daemon: its status, a reload, the
/// signal catalogue. The daemon provides the live closures; outside it every call fails.
public struct DaemonControl: Sendable {
    /// The daemon's current status.
    public var status: @Sendable () async -> DaemonStatus
    /// Reloads the config; throws (and keeps the old one) when the new one is bad.
    public var reload: @Sendable () async throws -> ReloadReport
    /// Every signal the store handles, as `help` describes them.
    public var signals: @Sendable () async -> SignalCatalogue

    /// A control surface made of these closures.
    public init(
        status: @escaping @Sendable () async -> DaemonStatus,
        reload: @escaping @Sendable () async throws -> ReloadReport,
        signals: @escaping @Sendable () async -> SignalCatalogue
    ) {
        self.status = status
        self.reload = reload
        self.signals = signals
    }
}

/// Control signals were sent to a store that is not running inside the daemon.
public struct NotRunningInDaemon: Error, CustomStringConvertible {
    public var description: String { "this request needs the running daemon" }
}

private enum DaemonControlKey: DependencyKey {
    static let name = "daemonControl"
    static var liveValue: DaemonControl {
        DaemonControl(
            status: { DaemonStatus.unavailable },
            reload: { throw NotRunningInDaemon() },
            signals: { SignalCatalogue([]) })
    }
}

extension DependencyValues {
    /// The running daemon, for the built-in control signals.
    public var daemonControl: DaemonControl {
        get { self[DaemonControlKey.self] }
        set { self[DaemonControlKey.self] = newValue }
    }
}
