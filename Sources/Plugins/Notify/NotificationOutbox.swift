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

/// One notification waiting for delivery: who delivers which signal, and how. The daemon
/// stores it until it is delivered or fails for good, so one queued or in flight when liftd
/// stops is delivered after the next start, under the same `deliveryID`.
public struct OutboxEntry: Sendable {
    /// The id a receiver can tell a repeated delivery by: the same for every attempt, before
    /// and after a restart (`X-Liftd-Delivery` for webhooks, `LIFTD_DELIVERY_ID` for programs).
    public let deliveryID: String
    /// When it was queued: one older than the outbox's `max-age` at start is dropped.
    public let queuedAt: Date
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
        if case .webhook(let request, _) = delivery { return Self.webhookEndpoint(notifier: notifier, url: request.url) }
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
        /// An HTTP request, retried as it says, rendered from `text` (which the daemon
        /// stores instead, to render it again after a restart: the request may hold a secret).
        case webhook(WebhookRequest, text: NotificationText)
        /// A program run once with `input` on its standard input, by `run` given the
        /// delivery id; a thrown error is the reason delivery failed.
        case program(input: Data, run: @Sendable (_ deliveryID: String) async throws -> Void)
    }

    /// `notifier`'s delivery of `signal`, queued from the chain running now.
    public init(notifier: String, signal: String, delivery: Delivery) {
        self.init(
            notifier: notifier, signal: signal, deliveryID: UUID().uuidString.lowercased(), queuedAt: Date(),
            chain: ChainID.current, delivery: delivery, dependencies: DependencyValues.current)
    }

    /// An entry stored before, delivered again under its `deliveryID`.
    public init(
        notifier: String, signal: String, deliveryID: String, queuedAt: Date, chain: ChainID?, delivery: Delivery,
        dependencies: DependencyValues
    ) {
        self.notifier = notifier
        self.signal = signal
        self.deliveryID = deliveryID
        self.queuedAt = queuedAt
        self.chain = chain
        self.delivery = delivery
        self.dependencies = dependencies
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
