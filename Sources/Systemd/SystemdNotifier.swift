import CSystemd

/// The live notifier: sends through libsystemd's `sd_notify` to the socket named by the
/// process's `NOTIFY_SOCKET`, and does nothing when it is unset.
public struct SystemdNotifier: ServiceManagerNotifier {
    /// A notifier for this process.
    public init() {}

    /// Sends `notification` to the service manager.
    @discardableResult
    public func send(_ notification: ServiceNotification) -> NotificationDelivery {
        let result = notification.text.withCString { sd_notify(0, $0) }
        switch result {
        case ..<0: return .failed(errorNumber: -result)
        case 0: return .noServiceManager
        default: return .sent
        }
    }
}
