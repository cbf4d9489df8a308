import Foundation
import SignalStore
import Synchronization
import SignalStoreTesting
import Testing
@testable import Plugins

/// The requests a `webhook` renders for each preset, and how it hands them to the outbox.
@Suite("Webhook requests")
struct WebhookRequestTests {
    private let report = ReportReady(report: "weekly-summary", format: "markdown", paths: ["/out/\"2025\"-W38.md"], week: "2025-W38")

    private func options(_ preset: WebhookPreset, url: String = "https://example.org/hook", secret: String? = nil) -> WebhookOptions {
        var options = WebhookOptions()
        options.url = url
        options.preset = preset
        options.secret = secret
        options.name = "webhook(example.org)"
        return options
    }

    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("The default body is the signal as JSON, its fields by name")
    func defaultBody() throws {
        let request = WebhookUseCase(options: options(.none)).request(for: NotificationText(report))
        let body = try json(request.body)
        #expect(body["signal"] as? String == "report-ready")
        #expect((body["fields"] as? [String: Any])?["week"] as? String == "2025-W38")
        #expect(request.headers.first == WebhookHeader(name: "Content-Type", value: "application/json"))
    }

    @Test("ntfy gets the summary as plain text and the signal as its Title")
    func ntfy() {
        let request = WebhookUseCase(options: options(.ntfy)).request(for: NotificationText(report))
        #expect(String(decoding: request.body, as: UTF8.self) == #"weekly-summary (markdown) for 2025-W38 ready: /out/"2025"-W38.md"#)
        #expect(request.headers.contains(WebhookHeader(name: "Title", value: "liftd: report-ready")))
        #expect(request.headers.contains(WebhookHeader(name: "Content-Type", value: "text/plain; charset=utf-8")))
    }

    @Test("Gotify gets valid JSON with the summary escaped, and the token from the secret in its URL")
    func gotify() throws {
        let request = WebhookUseCase(options: options(.gotify, url: "https://push.example.org/message?token={{secret}}", secret: "t0k"))
            .request(for: NotificationText(report))
        let body = try json(request.body)
        #expect(body["title"] as? String == "liftd: report-ready")
        #expect(body["message"] as? String == #"weekly-summary (markdown) for 2025-W38 ready: /out/"2025"-W38.md"#)
        #expect(body["priority"] as? Int == 5)
        #expect(request.url == "https://push.example.org/message?token=t0k")
        #expect(request.target == "https://push.example.org")
    }

    @Test("Discord gets valid JSON content; what logs show of the URL leaves the token out")
    func discord() throws {
        let request = WebhookUseCase(options: options(.discord, url: "https://discord.com/api/webhooks/{{secret}}", secret: "123/abc"))
            .request(for: NotificationText(SignalFailed(
                failedSignal: "log-set", useCase: "log-set", code: "invalid-field", message: "reps: \"x\" is not a number",
                chain: ChainID(7))))
        let body = try json(request.body)
        #expect(body["content"] as? String == #"liftd: log-set failed (invalid-field): reps: "x" is not a number"#)
        #expect(request.url == "https://discord.com/api/webhooks/123/abc")
        #expect(!request.target.contains("abc"))
    }

    @Test("Headers from config take placeholders and the secret, without line breaks")
    func headers() {
        var options = options(.ntfy, secret: "s3")
        options.headers = ["Authorization": "Bearer {{secret}}", "Tags": "{{signal}}\r\nX-Injected: 1"]
        let request = WebhookUseCase(options: options).request(for: NotificationText(report))
        #expect(request.headers.contains(WebhookHeader(name: "Authorization", value: "Bearer s3")))
        #expect(request.headers.contains(WebhookHeader(name: "Tags", value: "report-readyX-Injected: 1")))
    }

    @Test("The use case only queues the request: it answers at once, whatever the outbox does with it")
    func queuesOnly() async throws {
        let outbox = RecordingOutbox()
        var store = TestStore(initialState: LiftdState(), useCases: [WebhookUseCase(options: options(.ntfy))]) {
            $0.notificationOutbox = outbox
            $0.logger = Logger { _, _, _ in }
        }
        await store.send(report)
        store.finish()
        #expect(outbox.offered.withLock { $0 } == ["report-ready"])
    }

    @Test("A signal-failed reporting an undelivered notification is not a webhook's: it passes it on and queues nothing")
    func undeliveredNotificationsAreNotFannedOut() async throws {
        let outbox = RecordingOutbox()
        let undelivered = SignalFailed(failedSignal: "report-ready", useCase: "webhook(a)", code: SignalFailed.deliveryFailedCode,
                                       message: "gave up", chain: ChainID(3))
        let chainFailure = SignalFailed(failedSignal: "log-set", useCase: "log-set", code: "invalid-field", message: "reps",
                                        chain: ChainID(4))
        // Direct handle(_:state:) calls: both signals are declared, and the first must be declined
        // (left to the next use case), which a TestStore reports as a signal nothing handled.
        let outcomes = try await DependencyValues.with({ $0.notificationOutbox = outbox; $0.logger = Logger { _, _, _ in } }) {
            let webhook = WebhookUseCase(options: options(.ntfy))
            return [try await webhook.handle(undelivered, state: LiftdState()), try await webhook.handle(chainFailure, state: LiftdState())]
        }
        #expect(outcomes.map(\.handled) == [false, true])
        #expect(outbox.offered.withLock { $0 } == ["signal-failed"])
    }

    @Test("The redirects option and the secret reach the request; the secret is hidden in what the server says")
    func redirectsAndHiddenSecret() {
        var options = options(.none, url: "https://example.org/hook/{{secret}}", secret: "t/0k")
        options.redirects = .sameOrigin
        let request = WebhookUseCase(options: options).request(for: NotificationText(report))
        #expect(request.redirects == .sameOrigin)
        #expect(request.hidingSecret("https://other.example/steal/t/0k?x=t%2F0k") == "https://other.example/steal/{{secret}}?x={{secret}}")
        #expect(WebhookUseCase(options: self.options(.none)).request(for: NotificationText(report)).redirects == .none)
    }
}

/// An outbox that notes what it was offered.
final class RecordingOutbox: NotificationOutbox {
    let offered = Mutex<[String]>([])
    func enqueue(_ entry: OutboxEntry) {
        offered.withLock { $0.append(entry.signal) }
    }
}
