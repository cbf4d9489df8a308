import CCurl
import MessageText

/// How one HTTP attempt of a webhook ended, and whether another may follow.
enum WebhookAttempt: Sendable, Equatable {
    /// A 2xx answer.
    case delivered(status: Int)
    /// A redirect not followed: its status, the `Location` (secret hidden), and why.
    case redirected(status: Int, location: String?, refusal: RedirectRefusal)
    /// A 4xx answer: the request itself is wrong, so it is not retried. `detail` is the
    /// start of the answer's body, for the log.
    case rejected(status: Int, detail: String)
    /// A 5xx answer: the server may recover, so it is retried.
    case serverError(status: Int, detail: String)
    /// No answer: refused, unreachable, cut off, or past a deadline; retried.
    case failed(String)
    /// Not sent, and no retry would send it: libcurl is missing or refused the request.
    case unsendable(String)

    /// Why a redirect was not followed.
    enum RedirectRefusal: Sendable, Equatable {
        /// The webhook follows none (`redirects: none`, the default).
        case notFollowed
        /// It leads to another scheme, host or port (`redirects: same-origin`).
        case otherOrigin
        /// It has no `Location` to follow.
        case noLocation
        /// Too many in a row.
        case tooMany
    }

    /// Whether another attempt may succeed where this one failed.
    var isRetryable: Bool {
        switch self {
        case .delivered, .redirected, .rejected, .unsendable: false
        case .serverError, .failed: true
        }
    }

    /// Why it failed, for the log; never the request's URL, which may hold a secret.
    var reason: String {
        switch self {
        case .delivered(let status): "delivered (HTTP \(status))"
        case .redirected(let status, let location, let refusal):
            "the server redirected it (HTTP \(status))" + (location.map { " to \($0)" } ?? "") + ", " + refusal.text
        case .rejected(let status, let detail):
            "the server refused it with HTTP \(status)\(Self.quoted(detail)), which is not retried"
        case .serverError(let status, let detail): "the server answered HTTP \(status)\(Self.quoted(detail))"
        case .failed(let reason), .unsendable(let reason): reason
        }
    }

    /// The attempt a transfer's `end` describes, part of an attempt allowed `attemptTimeout`
    /// in all; `hide` takes the secret out of what the server sent back.
    init(_ end: TransferEnd, post: HTTPPost, attemptTimeout: Duration, curl: CurlLibrary, hide: (String) -> String) {
        switch end {
        case .answered(let status, let location, let bodyStart):
            let detail = hide(Self.printable(bodyStart))
            switch status {
            case 200..<300: self = .delivered(status: status)
            case 300..<400: self = .redirected(status: status, location: location.map(hide), refusal: .notFollowed)
            case 400..<500: self = .rejected(status: status, detail: detail)
            default: self = .serverError(status: status, detail: detail)
            }
        case .failed(let code, let connected, let elapsed):
            self = Self.failure(
                code, connected: connected, elapsed: elapsed, post: post, attemptTimeout: attemptTimeout, curl: curl)
        case .notStarted(let problem): self = .unsendable(problem)
        case .cancelled: self = .failed("cancelled: liftd is stopping")
        }
    }

    /// A libcurl error in words of our own; libcurl's own sentences (generic, never a URL)
    /// for the rare rest.
    private static func failure(
        _ code: CURLcode, connected: Bool, elapsed: Duration, post: HTTPPost, attemptTimeout: Duration, curl: CurlLibrary
    ) -> WebhookAttempt {
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            // libcurl gives one code for its three deadlines: tell them apart by when it ended.
            if elapsed < post.totalTimeout - .milliseconds(50) {
                return .failed(connected
                    ? "the transfer stalled: less than a byte a second for \(DurationText.format(post.stallTimeout))"
                    : "could not connect within \(DurationText.format(post.connectTimeout))")
            }
            return .failed("no complete answer within \(DurationText.format(attemptTimeout)); cancelled")
        case CURLE_COULDNT_CONNECT: return .failed("connection refused")
        case CURLE_COULDNT_RESOLVE_HOST: return .failed("host not found")
        case CURLE_COULDNT_RESOLVE_PROXY: return .failed("the proxy's host was not found")
        case CURLE_GOT_NOTHING: return .failed("the server closed the connection without answering")
        case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_PARTIAL_FILE: return .failed("the connection was lost")
        case CURLE_SSL_CONNECT_ERROR: return .failed("the TLS handshake failed")
        case CURLE_PEER_FAILED_VERIFICATION: return .failed("the server's TLS certificate was not trusted")
        case CURLE_WEIRD_SERVER_REPLY: return .failed("the server's answer was malformed")
        case CURLE_UNSUPPORTED_PROTOCOL: return .unsendable("only http and https are sent")
        case CURLE_URL_MALFORMAT: return .unsendable("the URL does not parse")
        default: return .failed("network error: \(curl.text(of: code))")
        }
    }

    /// The start of a body as one line for the log: controls as spaces, at most 200 characters.
    static func printable(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let words = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) }
        let line = String(words).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 200 ? line.prefix(200) + "…" : line
    }

    private static func quoted(_ detail: String) -> String {
        detail.isEmpty ? "" : " (\"\(detail)\")"
    }
}

extension WebhookAttempt.RedirectRefusal {
    /// The words after the redirect in a reason.
    var text: String {
        switch self {
        case .notFollowed: "which is not followed (redirects: same-origin follows those to the same scheme, host and port)"
        case .otherOrigin: "to another scheme, host or port, which is never followed"
        case .noLocation: "without a Location to follow"
        case .tooMany: "one redirect too many (at most \(WebhookSender.maximumRedirects) are followed)"
        }
    }
}
