import Foundation
import Plugins
import SignalStore
import TestSupport
import Testing
@testable import Daemon

/// Redirects through the daemon's real sender to a real HTTP server on loopback: none are
/// followed by default, same-origin ones with `redirects: same-origin`, and no setting sends
/// a webhook's headers to another origin.
@Suite("Webhook redirects", .serialized)
struct WebhookRedirectDeliveryTests {
    private let fixture = WebhookDeliveryFixture()

    @Test("A redirect is not followed by default: a failure naming the Location, not retried")
    func redirectNotFollowed() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/redirect")))
        #expect(reason == "the server redirected it (HTTP 307) to \(server.url("/ok")), which is not followed "
                    + "(redirects: same-origin follows those to the same scheme, host and port)")
        #expect(server.received().map(\.path) == ["/redirect"])
    }

    @Test("With same-origin redirects, one to the same scheme, host and port gets the same POST, headers and body")
    func sameOriginRedirectFollowed() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/redirect"), redirects: .sameOrigin))
        #expect(reason == nil)
        let received = try await server.waitForRequests(1, to: "/ok")
        #expect(received.first?.body == "a set was logged")
        #expect(received.first?.headers["title"] == "hi")
    }

    @Test("No redirect setting sends the headers to another origin, nor follows one to file:",
          arguments: [WebhookRedirects.none, .sameOrigin])
    func otherOriginsNeverFollowed(redirects: WebhookRedirects) async throws {
        let server = try await WebhookServer()
        let away = await fixture.delivery().deliver(fixture.entry(server.url("/redirect-away/x"), redirects: redirects))
        #expect(away?.contains("redirected it (HTTP 307) to http://localhost:\(server.port)/steal/x, ") == true, "\(away ?? "nil")")
        let file = await fixture.delivery().deliver(fixture.entry(server.url("/redirect-file"), redirects: redirects))
        #expect(file?.contains("redirected it (HTTP 307) to file:///etc/passwd, ") == true, "\(file ?? "nil")")
        if redirects == .sameOrigin {
            #expect(away?.hasSuffix("to another scheme, host or port, which is never followed") == true)
        }
        #expect(server.received().map(\.path) == ["/redirect-away/x", "/redirect-file"])
    }

    @Test("A redirect's Location shows {{secret}} where it repeats the secret")
    func redirectHidesSecret() async throws {
        let server = try await WebhookServer()
        let request = WebhookRequest(
            url: server.url("/redirect-away/t0ken"), headers: [], body: Data(), target: "http://127.0.0.1",
            policy: WebhookRetryPolicy(attemptTimeout: .seconds(5), attempts: 1, retryDelay: .milliseconds(50)), secret: "t0ken")
        let attempt = await WebhookSender().attempt(request)
        #expect(attempt.reason.contains("/steal/{{secret}},"), "\(attempt.reason)")
        #expect(!attempt.reason.contains("t0ken"))
    }

    @Test("However a Location spells another host (userinfo, no scheme, backslashes, a fragment), the POST with its headers only reaches the webhook's own host",
          arguments: ["http://127.0.0.1:{port}@localhost:{port}/steal", "//localhost:{port}/steal",
                      "http://localhost:{port}\\@127.0.0.1:{port}/steal", "http://localhost:{port}#@127.0.0.1:{port}/steal",
                      "http:/\\localhost:{port}/steal", "/\\localhost:{port}/steal", "http://LOCALHOST:{port}/steal",
                      "http://127.0.0.1.:{port}/steal", "HTTP://127.0.0.1:{port}/ok"])
    func trickyLocationsKeepTheOrigin(location: String) async throws {
        let server = try await WebhookServer()
        let encoded = location.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? location
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/redirect-to?" + encoded), redirects: .sameOrigin))
        let received = server.received()
        #expect(!received.isEmpty)
        for request in received {
            #expect(request.headers["host"] == "127.0.0.1:\(server.port)", "\(request.path) after \(reason ?? "delivered")")
            #expect(request.headers["title"] == "hi")
        }
    }

    @Test("A redirect's Location is shown without the user and password it took from the webhook's URL")
    func redirectHidesUserinfo() async throws {
        let server = try await WebhookServer()
        let url = "http://user:pa55word@127.0.0.1:\(server.port)/redirect"
        let reason = await fixture.delivery().deliver(fixture.entry(url))
        #expect(reason?.hasPrefix("the server redirected it (HTTP 307) to \(server.url("/ok")), ") == true, "\(reason ?? "nil")")
        #expect(reason?.contains("pa55word") == false)
    }

    @Test("Same-origin redirects stop after five")
    func redirectLoop() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/redirect-loop"), attempts: 3, redirects: .sameOrigin))
        #expect(reason?.contains("one redirect too many (at most 5 are followed)") == true, "\(reason ?? "nil")")
        #expect(server.received().count == 6)
    }
}
