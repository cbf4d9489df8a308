/// What a webhook's body looks like for a service, when `preset:` names one; `body:`,
/// `content-type:` and `headers:` given in config win over the preset's.
public enum WebhookPreset: String, Sendable, CaseIterable {
    /// The whole signal as JSON: `{"fields":{…},"signal":"report-ready"}`.
    case none
    /// ntfy (ntfy.sh or your own): the summary as the message, the signal as the title.
    case ntfy
    /// Gotify: `POST /message?token={{secret}}` with a JSON title, message and priority.
    case gotify
    /// A Discord channel webhook: `{"content": "…"}` to `…/api/webhooks/{{secret}}`.
    case discord

    /// The body template.
    var body: String {
        switch self {
        case .none: "{{json}}"
        case .ntfy: "{{summary}}"
        case .gotify: #"{"title":"liftd: {{signal}}","message":"{{summary}}","priority":5}"#
        case .discord: #"{"content":"liftd: {{summary}}"}"#
        }
    }

    /// The body's media type.
    var contentType: String {
        switch self {
        case .ntfy: "text/plain; charset=utf-8"
        case .none, .gotify, .discord: "application/json"
        }
    }

    /// Headers the service reads, before those in config.
    var headers: [String: String] {
        switch self {
        case .ntfy: ["Title": "liftd: {{signal}}"]
        case .none, .gotify, .discord: [:]
        }
    }

    /// The names, as config spells them.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
