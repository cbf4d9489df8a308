import SignalStore

/// The composition root: config, plugin registry, scheduler, control socket, systemd.
public enum DaemonModule {
    /// liftd's version.
    public static let version = "0.1.0"
}
