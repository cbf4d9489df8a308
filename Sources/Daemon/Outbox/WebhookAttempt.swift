import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How one HTTP attempt of a webhook ended, and whether another may follow.
enum WebhookAttempt: Sendable, Equatable {
    /// A 2xx or 3xx answer.
    case delivered(status: Int)
    /// A 4xx answer: the request itself is wrong, so it is not retried.
    case rejected(status: Int)
    /// A 5xx answer: the server may recover, so it is retried.
    case serverError(status: Int)
    /// No answer: refused, unreachable, cut off, or past the attempt's deadline; retried.
    case failed(String)

    /// Whether another attempt may succeed where this one failed.
    var isRetryable: Bool {
        switch self {
        case .delivered, .rejected: false
        case .serverError, .failed: true
        }
    }

    /// Why it failed, for the log; never the URL, which may hold a secret.
    var reason: String {
        switch self {
        case .delivered(let status): "delivered (HTTP \(status))"
        case .rejected(let status): "the server refused it with HTTP \(status), which is not retried"
        case .serverError(let status): "the server answered HTTP \(status)"
        case .failed(let reason): reason
        }
    }

    /// The attempt a finished data task describes.
    init(response: URLResponse?, error: (any Error)?) {
        if let error {
            self = .failed(Self.describe(error))
            return
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode else {
            self = .failed("the answer was not HTTP")
            return
        }
        switch status {
        case 200..<400: self = .delivered(status: status)
        case 400..<500: self = .rejected(status: status)
        default: self = .serverError(status: status)
        }
    }

    /// A network error in words of our own: Foundation's descriptions may quote the URL.
    private static func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else { return "network error" }
        switch urlError.code {
        case .cannotConnectToHost: return "connection refused"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .timedOut: return "timed out"
        case .networkConnectionLost: return "the connection was lost"
        case .notConnectedToInternet: return "no network"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the TLS handshake failed"
        case .badServerResponse: return "the server's answer was malformed"
        case .httpTooManyRedirects: return "too many redirects"
        case .redirectToNonExistentLocation: return "a redirect to nowhere"
        case .cancelled: return "cancelled"
        default: return "network error \(urlError.code.rawValue)"
        }
    }
}
