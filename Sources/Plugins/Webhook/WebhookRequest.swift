import FoundationEssentials

/// An HTTP request a `webhook` hands to the outbox, and how hard to try: the daemon sends
/// it (plugins never touch sockets). Its URL and headers may hold a secret, so neither is
/// ever logged; `target` is what logs show, and `hidingSecret` cleans what the server says.
public struct WebhookRequest: Sendable {
    /// The URL, secret included.
    public let url: String
    /// The headers in the order sent, secrets included.
    public private(set) var headers: [WebhookHeader]
    /// The body.
    public let body: Data
    /// What logs call the destination: scheme and host, nothing that could be a secret.
    public let target: String
    /// How long one attempt may take in all (connecting, sending, the whole answer).
    public let attemptTimeout: Duration
    /// How many attempts at most; only server errors (5xx) and failed connections retry.
    public let attempts: Int
    /// The wait before the second attempt; it doubles before each further one.
    public let retryDelay: Duration
    /// How long connecting may take, within `attemptTimeout`.
    public let connectTimeout: Duration
    /// How long the transfer may move less than a byte a second, within `attemptTimeout`.
    public let stallTimeout: Duration
    /// Which redirects are followed.
    public let redirects: WebhookRedirects
    /// The secret in the URL or headers, if any, to hide from logs.
    let secret: String?

    /// A POST of `body` to `url` with `headers`, tried as `policy` says, following the
    /// `redirects` allowed; `secret` is hidden wherever the server repeats it.
    public init(
        url: String, headers: [WebhookHeader], body: Data, target: String, policy: WebhookRetryPolicy,
        redirects: WebhookRedirects = .none, secret: String? = nil
    ) {
        self.url = url
        self.headers = headers
        self.body = body
        self.target = target
        self.attemptTimeout = policy.attemptTimeout
        self.attempts = policy.attempts
        self.retryDelay = policy.retryDelay
        self.connectTimeout = min(policy.connectTimeout, policy.attemptTimeout)
        self.stallTimeout = min(policy.stallTimeout, policy.attemptTimeout)
        self.redirects = redirects
        self.secret = secret
    }

    /// The request with `header` sent after its own headers.
    public func adding(_ header: WebhookHeader) -> WebhookRequest {
        var request = self
        request.headers.append(header)
        return request
    }

    /// `text` (a server's answer, a redirect's `Location`) with the secret, as written and
    /// percent-encoded, shown as `{{secret}}`.
    public func hidingSecret(_ text: String) -> String {
        guard let secret, !secret.isEmpty else { return text }
        var hidden = text.replacingEveryOccurrence(of: secret, with: "{{secret}}")
        let encoded = secret.percentEncodedExceptAlphanumerics
        if encoded != secret {
            hidden = hidden.replacingEveryOccurrence(of: encoded, with: "{{secret}}")
        }
        return hidden
    }
}

/// Which redirects a webhook follows (`redirects:` in config).
public enum WebhookRedirects: String, Sendable, Equatable, CaseIterable {
    /// None: a redirect is a delivery failure naming its `Location`.
    case none
    /// Those to the same scheme, host and port, with the same POST; any other is a failure.
    case sameOrigin = "same-origin"
}

/// One HTTP header.
public struct WebhookHeader: Sendable, Equatable {
    /// The header's name, e.g. `Title`.
    public let name: String
    /// Its value.
    public let value: String

    /// The header `name: value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// How hard a webhook tries: deadlines per attempt, a bound on attempts, the first wait.
public struct WebhookRetryPolicy: Sendable, Equatable {
    /// How long one attempt may take in all.
    public var attemptTimeout: Duration
    /// How many attempts at most.
    public var attempts: Int
    /// The wait before the second attempt, doubled before each further one.
    public var retryDelay: Duration
    /// How long connecting may take (at most `attemptTimeout`).
    public var connectTimeout: Duration
    /// How long an attempt may move less than a byte a second (at most `attemptTimeout`).
    public var stallTimeout: Duration

    /// A policy of `attempts` attempts of at most `attemptTimeout`, waiting `retryDelay` first;
    /// each connects within `connectTimeout` and never stalls for `stallTimeout`.
    public init(
        attemptTimeout: Duration, attempts: Int, retryDelay: Duration,
        connectTimeout: Duration = .seconds(10), stallTimeout: Duration = .seconds(30)
    ) {
        self.attemptTimeout = attemptTimeout
        self.attempts = attempts
        self.retryDelay = retryDelay
        self.connectTimeout = connectTimeout
        self.stallTimeout = stallTimeout
    }
}
