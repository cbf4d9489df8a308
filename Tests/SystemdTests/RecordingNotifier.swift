import Systemd
import Synchronization

/// A notifier that records what it is asked to send and reports each one on `sent`.
final class RecordingNotifier: ServiceManagerNotifier {
    private let recorded = Mutex<[ServiceNotification]>([])
    private let continuation: AsyncStream<ServiceNotification>.Continuation
    /// Every notification, as it is sent.
    let sent: AsyncStream<ServiceNotification>

    init() {
        (sent, continuation) = AsyncStream.makeStream()
    }

    var notifications: [ServiceNotification] { recorded.withLock { $0 } }

    func send(_ notification: ServiceNotification) -> NotificationDelivery {
        recorded.withLock { $0.append(notification) }
        continuation.yield(notification)
        return .sent
    }
}
