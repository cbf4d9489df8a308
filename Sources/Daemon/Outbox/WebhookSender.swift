import CLinux
import FoundationEssentials
import MessageText
import Plugins
import Threads

/// Sends a webhook's HTTP request through libcurl, one attempt at a time. Each transfer runs
/// on a thread of its own (`CurlTransfer`), never on Swift's cooperative pool, and libcurl
/// holds it to its deadlines: connecting, the whole attempt, and stalling. An attempt ends
/// with the answer's status; its body is never stored. Cancelling the calling task ends the
/// transfer at once, at any point of it.
///
/// Redirects are never left to libcurl. With `redirects: none` (the default) a redirect is a
/// failure naming its `Location`; with `same-origin` one to the same scheme, host and port
/// is sent the same POST, within the same deadline, and any other is a failure. So a
/// webhook's headers, secrets included, only ever go to the origin its URL names.
struct WebhookSender: Sendable {
    /// The most redirects one attempt follows.
    static let maximumRedirects = 5

    /// libcurl, or why it could not be loaded; `nil` for the daemon's, loaded on first use.
    private let library: Result<CurlLibrary, CurlUnavailable>?

    /// A sender through `library`: by default the daemon's libcurl, which is loaded when a
    /// config with a webhook is (`WebhookLibraryCheck`) or at the first attempt, never before.
    init(library: Result<CurlLibrary, CurlUnavailable>? = nil) {
        self.library = library
    }

    /// One attempt of `request`: the answer, or why there was none by its deadline.
    func attempt(_ request: WebhookRequest) async -> WebhookAttempt {
        let curl: CurlLibrary
        switch library ?? CurlLibrary.shared {
        case .success(let loaded): curl = loaded
        case .failure(let unavailable): return .unsendable(unavailable.description)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + request.attemptTimeout
        var url = request.url
        var redirects = 0
        while true {
            let remaining = deadline - clock.now
            guard remaining > .zero else {
                return .failed("no complete answer within \(DurationText.format(request.attemptTimeout)); cancelled")
            }
            let post = HTTPPost(
                url: url, headers: request.headers, body: request.body, totalTimeout: remaining,
                connectTimeout: min(request.connectTimeout, remaining), stallTimeout: min(request.stallTimeout, remaining))
            let end = await transfer(post, through: curl)
            guard case .answered(let status, let sentLocation, _) = end, (300..<400).contains(status) else {
                return WebhookAttempt(end, post: post, attemptTimeout: request.attemptTimeout, curl: curl,
                                      hide: request.hidingSecret)
            }
            let location = sentLocation.map { URL(string: $0, relativeTo: URL(string: url))?.absoluteString ?? $0 }
            let refusal: WebhookAttempt.RedirectRefusal
            if request.redirects == .none {
                refusal = .notFollowed
            } else if let location, WebhookOrigin(location) != nil, WebhookOrigin(location) == WebhookOrigin(url) {
                guard redirects < Self.maximumRedirects else {
                    return .redirected(status: status, location: Self.shown(location, for: request), refusal: .tooMany)
                }
                redirects += 1
                url = location
                continue
            } else {
                refusal = location == nil ? .noLocation : .otherOrigin
            }
            return .redirected(status: status, location: location.map { Self.shown($0, for: request) }, refusal: refusal)
        }
    }

    /// `location` as a reason shows it: without a user or password (a relative `Location`
    /// resolves with those of the webhook's URL, which may be credentials), the secret hidden.
    static func shown(_ location: String, for request: WebhookRequest) -> String {
        guard var components = URLComponents(string: location), components.user != nil || components.password != nil else {
            return request.hidingSecret(location)
        }
        components.user = nil
        components.password = nil
        return request.hidingSecret(components.string ?? location)
    }

    /// Runs `post` on a new thread; cancelling the calling task wakes and ends it.
    private func transfer(_ post: HTTPPost, through curl: CurlLibrary) async -> TransferEnd {
        let control = TransferControl()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                do throws(ThreadStartFailure) {
                    try DetachedThread.start {
                        liftd_name_current_thread("liftd-webhook")
                        CurlTransfer(post: post, curl: curl, control: control).perform { continuation.resume(returning: $0) }
                    }
                } catch {
                    continuation.resume(returning: .notStarted(error.description))
                }
            }
        } onCancel: {
            control.cancel()
        }
    }
}

/// A URL's origin: scheme, host and port, with the scheme's default port filled in.
struct WebhookOrigin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`; `nil` unless it is an http or https URL with a host.
    init?(_ url: String) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              let host = components.host?.lowercased(), !host.isEmpty else { return nil }
        switch scheme {
        case "http": port = components.port ?? 80
        case "https": port = components.port ?? 443
        default: return nil
        }
        self.scheme = scheme
        self.host = host
    }
}
