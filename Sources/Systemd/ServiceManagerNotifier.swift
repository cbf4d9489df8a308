/// Tells the service manager (systemd) about the daemon's life: ready, status, watchdog
/// pings, reloads, stopping. Inject it so tests can record what would be sent.
public protocol ServiceManagerNotifier: Sendable {
    /// Sends one notification; without a service manager listening this does nothing.
    @discardableResult
    func send(_ notification: ServiceNotification) -> NotificationDelivery
}

/// What became of a notification.
public enum NotificationDelivery: Sendable, Equatable {
    /// The service manager's socket accepted it.
    case sent
    /// No service manager asked for notifications (`NOTIFY_SOCKET` unset); nothing was sent.
    case noServiceManager
    /// Sending failed with this `errno` code.
    case failed(errorNumber: Int32)
}
