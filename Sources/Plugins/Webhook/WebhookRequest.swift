import Foundation

/// An HTTP request a `webhook` hands to the outbox, and how hard to try: the daemon sends
/// it (plugins never touch sockets). Its URL and headers may hold a secret, so neither is
/// ever logged; `target` is what logs show.
public struct WebhookRequest: Sendable {
    /// The URL, secret included.
    public let url: String
    /// The headers in the order sent, secrets included.
    public let headers: [WebhookHeader]
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

    /// A POST of `body` to `url` with `headers`, tried as `policy` says.
    public init(url: String, headers: [WebhookHeader], body: Data, target: String, policy: WebhookRetryPolicy) {
        self.url = url
        self.headers = headers
        self.body = body
        self.target = target
        self.attemptTimeout = policy.attemptTimeout
        self.attempts = policy.attempts
        self.retryDelay = policy.retryDelay
    }
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

/// How hard a webhook tries: a deadline per attempt, a bound on attempts, the first wait.
public struct WebhookRetryPolicy: Sendable, Equatable {
    /// How long one attempt may take in all.
    public var attemptTimeout: Duration
    /// How many attempts at most.
    public var attempts: Int
    /// The wait before the second attempt, doubled before each further one.
    public var retryDelay: Duration

    /// A policy of `attempts` attempts of at most `attemptTimeout`, waiting `retryDelay` first.
    public init(attemptTimeout: Duration, attempts: Int, retryDelay: Duration) {
        self.attemptTimeout = attemptTimeout
        self.attempts = attempts
        self.retryDelay = retryDelay
    }
}
