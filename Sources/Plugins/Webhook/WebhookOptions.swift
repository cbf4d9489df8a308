import FoundationEssentials
import SignalStore

/// The options of one `webhook` entry in config. Everything is checked at load (scheme and
/// host, the secret's file, the preset, the templates); whether the server answers is not.
public struct WebhookOptions: PluginOptions {
    /// The URL, which may hold `{{secret}}` and no other placeholder.
    public var url = ""
    /// The service whose body format to use.
    public var preset = WebhookPreset.none
    /// The body template; the preset's unless given.
    public var body: String?
    /// The body's media type; the preset's unless given.
    public var contentType: String?
    /// Header name → value template, after the preset's.
    public var headers: [String: String] = [:]
    /// A file holding the secret (relative to the config file's directory).
    public var secretFile: String?
    /// A credential holding the secret: a file name in `$CREDENTIALS_DIRECTORY`.
    public var secretCredential: String?
    /// The notifications it sends.
    public var handled: [any NotificationSignal.Type] = NotificationSignals.all
    /// Which redirects are followed.
    public var redirects = WebhookRedirects.none
    /// The retry policy.
    public var policy = WebhookRetryPolicy(attemptTimeout: .seconds(10), attempts: 3, retryDelay: .seconds(1))
    /// The name in logs.
    public var name = ""
    /// The secret read at load, never shown.
    var secret: String?

    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        OptionDeclaration(
            "url", type: "string", "where to POST: http or https; may hold {{secret}}", default: .required,
            read: { $0.url = try $1.decode(String.self, "url") }, text: { $0.url }),
        OptionDeclaration(
            "preset", type: "none, ntfy, gotify or discord", "the service whose body format to use",
            read: { options, reader in
                let name = try reader.decode(String.self, "preset")
                guard let preset = WebhookPreset(rawValue: name) else {
                    throw reader.problem("unknown preset '\(name)'; expected one of \(WebhookPreset.names)", at: "preset")
                }
                options.preset = preset
            }, text: { $0.preset.rawValue }),
        OptionDeclaration(
            "body", type: "string", "the body template: {{summary}}, {{signal}}, {{json}}, {{secret}}, {{<field>}}",
            default: .derived("the preset's"),
            read: { $0.body = try $1.decode(String.self, "body") }, text: { $0.body ?? $0.preset.body }),
        OptionDeclaration(
            "content-type", type: "string", "the body's media type; JSON bodies get placeholders JSON-escaped",
            default: .derived("the preset's"),
            read: { $0.contentType = try $1.decode(String.self, "content-type") },
            text: { $0.contentType ?? $0.preset.contentType }),
        OptionDeclaration(
            "headers", type: "map of string", "extra headers; values may hold placeholders",
            read: { $0.headers = try $1.decode([String: String].self, "headers") },
            text: { "{" + $0.headers.keys.sorted().map { "\($0): …" }.joined(separator: ", ") + "}" }),
        OptionDeclaration(
            "secret-file", type: "string", "a file whose contents are {{secret}}; relative to the config file",
            read: { $0.secretFile = try $1.decode(String.self, "secret-file") }, text: { $0.secretFile ?? "none" }),
        OptionDeclaration(
            "secret-credential", type: "string", "a credential in $CREDENTIALS_DIRECTORY (systemd LoadCredential=) as {{secret}}",
            read: { $0.secretCredential = try $1.decode(String.self, "secret-credential") },
            text: { $0.secretCredential ?? "none" }),
        OptionDeclaration(
            "on", type: "list of signal name", "the notifications it sends",
            read: { $0.handled = try readNotifications($1) }, text: { "[" + $0.handled.map { $0.wireName }.joined(separator: ", ") + "]" }),
        OptionDeclaration(
            "timeout", type: "duration", "how long one attempt may take in all before it is cancelled",
            read: { $0.policy.attemptTimeout = try readDuration($1, "timeout") },
            text: { durationText($0.policy.attemptTimeout) }),
        OptionDeclaration(
            "attempts", type: "number", "attempts at most; only 5xx answers and failed connections are retried",
            read: { options, reader in
                let attempts = try reader.decode(Int.self, "attempts")
                guard (1...10).contains(attempts) else { throw reader.problem("expected 1 to 10 attempts", at: "attempts") }
                options.policy.attempts = attempts
            }, text: { "\($0.policy.attempts)" }),
        OptionDeclaration(
            "retry-delay", type: "duration", "the wait before the second attempt; doubled before each further one",
            read: { $0.policy.retryDelay = try readDuration($1, "retry-delay") },
            text: { durationText($0.policy.retryDelay) }),
        OptionDeclaration(
            "redirects", type: "none or same-origin",
            "none: a redirect is a failure naming its Location; same-origin: follow those to the same scheme, host and port",
            read: { options, reader in
                let name = try reader.decode(String.self, "redirects")
                guard let redirects = WebhookRedirects(rawValue: name) else {
                    throw reader.problem("unknown redirects '\(name)'; expected none or same-origin", at: "redirects")
                }
                options.redirects = redirects
            }, text: { $0.redirects.rawValue }),
        OptionDeclaration(
            "name", type: "string", "its name in logs", default: .derived("webhook(<host>)"),
            read: { $0.name = try $1.decode(String.self, "name") }, text: { $0.name }),
    ]

    public mutating func finishReading(_ reader: OptionReader) throws {
        let directory = reader.userInfo[.configurationDirectory] as? String
        secret = try WebhookSecret.read(file: secretFile, credential: secretCredential, relativeTo: directory,
                                        environment: ProcessInfo.processInfo.environment, reader: reader)
        let host = try WebhookURLCheck.host(of: url, hasSecret: secret != nil, reader: reader)
        if name.isEmpty { name = "webhook(\(host))" }
        if let bad = headers.keys.sorted().first(where: { !Self.isHeaderName($0) }) {
            throw reader.problem("'\(bad)' is not a header name; expected letters, digits and - such as X-Token", at: "headers")
        }
        for (option, text) in [("body", body ?? preset.body)] + headers.sorted(by: { $0.key < $1.key }).map({ ("headers", $0.value) }) {
            do {
                let template = try WebhookTemplate(text)
                if template.placeholders.contains("secret"), secret == nil {
                    throw reader.problem("{{secret}} is used but no secret-file or secret-credential is given", at: option)
                }
            } catch let error as WebhookTemplateError {
                throw reader.problem(error.description, at: option)
            }
        }
    }

    private static func readNotifications(_ reader: OptionReader) throws -> [any NotificationSignal.Type] {
        let names = try reader.decode([String].self, "on")
        if names.isEmpty { throw reader.problem("expected at least one notification to send", at: "on") }
        return try names.enumerated().map { index, name in
            guard let type = NotificationSignals.type(named: name) else {
                throw reader.problem("'\(name)' is not a notification; expected one of "
                                         + NotificationSignals.names.joined(separator: ", "), at: "on", index: index)
            }
            return type
        }
    }

    /// Whether `name` is an HTTP header name (an RFC 9110 token).
    static func isHeaderName(_ name: String) -> Bool {
        let punctuation = Set("!#$%&'*+-.^_`|~".unicodeScalars)
        return !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || punctuation.contains(scalar))
        }
    }

    /// `duration` as config writes it: whole seconds as `10s`, anything else in `ms`.
    static func durationText(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return attoseconds == 0 ? "\(seconds)s" : "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)ms"
    }

    private static func readDuration(_ reader: OptionReader, _ option: String) throws -> Duration {
        let duration = try reader.decode(Duration.self, option)
        guard duration > .zero else { throw reader.problem("expected a duration above 0", at: option) }
        return duration
    }
}
