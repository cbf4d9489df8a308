import Foundation
import Plugins
import SignalStore
@testable import Daemon

/// What the webhook sender's tests share: a delivery through the real sender, and entries.
struct WebhookDeliveryFixture {
    /// What the delivery's logger wrote.
    let logged = LoggedLines()

    /// A delivery through a new sender, logging to `logged`.
    func delivery() -> OutboxDelivery {
        let logged = self.logged
        return OutboxDelivery(sender: WebhookSender(), logger: Logger { _, message, _ in logged.lines.withLock { $0.append(message) } })
    }

    /// An entry POSTing a short text with two headers to `url`, tried as given.
    func entry(
        _ url: String, attempts: Int = 3, timeout: Duration = .seconds(2), redirects: WebhookRedirects = .none,
        connectTimeout: Duration = .seconds(10), stallTimeout: Duration = .seconds(30)
    ) -> OutboxEntry {
        let request = WebhookRequest(
            url: url, headers: [WebhookHeader(name: "Content-Type", value: "text/plain"), WebhookHeader(name: "Title", value: "hi")],
            body: Data("a set was logged".utf8), target: "http://127.0.0.1",
            policy: WebhookRetryPolicy(attemptTimeout: timeout, attempts: attempts, retryDelay: .milliseconds(50),
                                       connectTimeout: connectTimeout, stallTimeout: stallTimeout),
            redirects: redirects)
        return OutboxEntry(notifier: "webhook(test)", signal: "report-ready", delivery: .webhook(request, text: NotificationText(Plugins.ReportReady(report: "test", format: "text", paths: [String]()))))
    }
}
