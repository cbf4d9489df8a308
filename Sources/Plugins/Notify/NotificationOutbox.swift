import FoundationEssentials
import SignalStore

/// Where notifiers hand over work that may be slow (an HTTP request, a program), so it runs
/// after and outside the chain that caused it. The daemon gives each endpoint (a notifier, and
/// each webhook URL: `OutboxEntry.endpoint`) a bounded queue of its own, delivered in order; a
/// full queue drops its oldest entry, counts it and says so.
public protocol NotificationOutbox: Sendable {
    /// Queues `entry` for delivery by its notifier; never waits.
    func enqueue(_ entry: OutboxEntry)
}

/// One notification waiting for delivery: who delivers which signal, and how.
public struct OutboxEntry: Sendable {
    /// The notifier's name in logs, e.g. `webhook(ntfy.sh)`; never holds a secret.
    public let notifier: String
    /// The wire name of the signal being delivered.
    public let signal: String
    /// The chain that sent the signal, when it came from one.
    public let chain: ChainID?
    /// What delivering it means.
    public let delivery: Delivery
    /// The dependencies of the chain that queued it, for work that reads them (the clock,
    /// the logger) after the chain has ended.
    public let dependencies: DependencyValues
    /// The queue it waits in: its notifier's, and a webhook's own URL's, so two webhooks
    /// that share a name (`webhook(<host>)`) still have a queue each. Never logged: the URL
    /// may hold a secret.
    public var endpoint: String {
        if case .webhook(let request) = delivery { return Self.webhookEndpoint(notifier: notifier, url: request.url) }
        return notifier
    }

    /// Whether it is a webhook's request (whose queue a reload may drop, see `WebhookUseCase.endpoint`).
    public var isWebhook: Bool {
        if case .webhook = delivery { return true }
        return false
    }

    /// The queue of the webhook `notifier` sending to `url`.
    public static func webhookEndpoint(notifier: String, url: String) -> String { notifier + " " + url }

    /// The ways an entry is delivered.
    public enum Delivery: Sendable {
        /// An HTTP request, retried as it says.
        case webhook(WebhookRequest)
        /// Work done once; a thrown error is the reason delivery failed.
        case work(@Sendable () async throws -> Void)
    }

    /// `notifier`'s delivery of `signal`, queued from the chain running now.
    public init(notifier: String, signal: String, delivery: Delivery) {
        self.notifier = notifier
        self.signal = signal
        self.chain = ChainID.current
        self.delivery = delivery
        self.dependencies = DependencyValues.current
    }
}

private enum NotificationOutboxKey: DependencyKey {
    static var liveValue: any NotificationOutbox { UnconfiguredOutbox() }
    static let name = "notificationOutbox"
}

extension DependencyValues {
    /// Where notifiers queue slow deliveries (the daemon's outbox); until one is set, every
    /// entry is dropped.
    public var notificationOutbox: any NotificationOutbox {
        get { self[NotificationOutboxKey.self] }
        set { self[NotificationOutboxKey.self] = newValue }
    }
}

/// The outbox in effect until the daemon provides one: it drops everything.
struct UnconfiguredOutbox: NotificationOutbox {
    func enqueue(_ entry: OutboxEntry) {}
}

extension SignalFailed {
    /// The code of the `signal-failed` the outbox sends when a notification could not be
    /// delivered.
    public static let deliveryFailedCode = "delivery-failed"

    /// Whether `signal` reports a notification the outbox could not deliver: notifiers that
    /// deliver from the outbox leave it alone, so a failure is never fanned out to them.
    public static func reportsUndeliveredNotification(_ signal: any Signal) -> Bool {
        (signal as? SignalFailed)?.code == deliveryFailedCode
    }
}
