import FoundationEssentials
import SignalStore

/// Sends the notifications it is configured for to a URL: it renders the request and hands
/// it to the outbox, so the chain never waits for the server and never fails because of it.
/// The daemon's outbox sends it in a queue of its own, retries it, and reports a final
/// failure; a `signal-failed` that reports one (code `delivery-failed`) is never sent on to
/// a webhook, so one endpoint's failures never become requests to the others.
public struct WebhookUseCase: UseCase {
    let options: WebhookOptions
    @Dependency(\.notificationOutbox) private var outbox

    /// The webhook `options` describe.
    public init(options: WebhookOptions) { self.options = options }

    public var name: String { options.name }

    /// The outbox queue its notifications wait in (`OutboxEntry.endpoint`): a reload keeps
    /// the queues of the webhooks the new config still has and drops the others'.
    public var endpoint: String { OutboxEntry.webhookEndpoint(notifier: name, url: url) }

    /// The URL it posts to, its secret filled in.
    private var url: String { Self.render(options.url, ["secret": options.secret ?? ""], escape: { $0 }) }
    public var handledSignals: [any Signal.Type] { options.handled.map { $0 as any Signal.Type } }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard options.handled.contains(where: { $0.wireName == signal.wireName }),
              !SignalFailed.reportsUndeliveredNotification(signal) else { return .notHandled }
        let text = NotificationText(signal)
        outbox.enqueue(OutboxEntry(notifier: name, signal: signal.wireName, delivery: .webhook(request(for: text), text: text)))
        return .handledWithoutChange
    }

    /// The request for `text`: the templates rendered, JSON-escaped for a JSON body.
    public func request(for text: NotificationText) -> WebhookRequest {
        var values = text.fields
        values["signal"] = text.signal
        values["summary"] = text.summary
        values["secret"] = options.secret ?? ""
        let contentType = options.contentType ?? options.preset.contentType
        let isJSON = contentType.lowercased().contains("json")
        let bodyEscape: (String) -> String = { isJSON ? WebhookTemplate.jsonEscaped($0) : $0 }
        var bodyValues = values
        bodyValues["json"] = text.json
        let body = Self.render(options.body ?? options.preset.body, bodyValues, escape: bodyEscape, verbatim: ["json"])
        var headers = [WebhookHeader(name: "Content-Type", value: contentType)]
        let configured = options.preset.headers.merging(options.headers) { _, given in given }
        for (name, value) in configured.sorted(by: { $0.key < $1.key }) {
            let rendered = Self.render(value, values, escape: { $0 })
            headers.append(WebhookHeader(name: name, value: String(rendered.filter { !$0.isNewline })))
        }
        let url = self.url
        let target = URLComponents(string: url).map { "\($0.scheme ?? "http")://\($0.host ?? "")" + ($0.port.map { ":\($0)" } ?? "") }
            ?? "webhook"
        return WebhookRequest(url: url, headers: headers, body: Data(body.utf8), target: target, policy: options.policy,
                              redirects: options.redirects, secret: options.secret)
    }

    private static func render(
        _ text: String, _ values: [String: String], escape: (String) -> String, verbatim: Set<String> = []
    ) -> String {
        (try? WebhookTemplate(text))?.render(values, escape: escape, verbatim: verbatim) ?? text
    }
}

extension PluginDescriptor {
    /// `webhook`.
    public static let webhook = PluginDescriptor(
        name: "webhook", summary: "on notifications: POST a rendered body to a URL, from the outbox (ntfy, Gotify, Discord presets)",
        defaults: WebhookOptions()
    ) { options in WebhookUseCase(options: options) }
}
