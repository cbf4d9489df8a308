import Foundation
import Plugins
import SignalStore
import Synchronization
import TestSupport
import Testing
@testable import Daemon

/// Sends webhook requests through the daemon's real sender to a real HTTP server on loopback.
/// No assertion depends on time: each attempt ends by its own deadline (short here), and
/// every wait for the server is bounded and says what it waited for.
@Suite("Webhook delivery", .serialized)
struct WebhookDeliveryTests {
    private let logged = LoggedLines()

    private func delivery() -> OutboxDelivery {
        let logged = self.logged
        return OutboxDelivery(sender: WebhookSender(), logger: Logger { _, message, _ in logged.lines.withLock { $0.append(message) } })
    }

    private func entry(
        _ url: String, attempts: Int = 3, timeout: Duration = .seconds(2), redirects: WebhookRedirects = .none,
        connectTimeout: Duration = .seconds(10), stallTimeout: Duration = .seconds(30)
    ) -> OutboxEntry {
        let request = WebhookRequest(
            url: url, headers: [WebhookHeader(name: "Content-Type", value: "text/plain"), WebhookHeader(name: "Title", value: "hi")],
            body: Data("a set was logged".utf8), target: "http://127.0.0.1",
            policy: WebhookRetryPolicy(attemptTimeout: timeout, attempts: attempts, retryDelay: .milliseconds(50),
                                       connectTimeout: connectTimeout, stallTimeout: stallTimeout),
            redirects: redirects)
        return OutboxEntry(notifier: "webhook(test)", signal: "report-ready", delivery: .webhook(request))
    }

    @Test("A 2xx answer delivers once, with the body and headers given")
    func success() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/ok")))
        #expect(reason == nil)
        let received = try await server.waitForRequests(1, to: "/ok")
        #expect(received.count == 1)
        #expect(received.first?.body == "a set was logged")
        #expect(received.first?.headers["title"] == "hi")
        #expect(received.first?.headers["content-type"] == "text/plain")
    }

    @Test("A 4xx answer is final: one attempt, no retry")
    func clientError() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/status/404")))
        #expect(reason?.contains("HTTP 404") == true)
        #expect(server.received().filter { $0.path == "/status/404" }.count == 1)
    }

    @Test("A 5xx answer is retried up to the attempts allowed, then given up with the status")
    func serverError() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/status/503"), attempts: 3))
        #expect(reason?.contains("gave up after 3 attempts") == true)
        #expect(reason?.contains("HTTP 503") == true)
        #expect(server.received().filter { $0.path == "/status/503" }.count == 3)
    }

    @Test("A server that recovers gets the notification on a later attempt")
    func recovers() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/fail-then-ok/1"), attempts: 3))
        #expect(reason == nil)
        #expect(server.received().filter { $0.path == "/fail-then-ok/1" }.count == 2)
    }

    @Test("A server that never answers is cut off at the attempt's deadline")
    func neverAnswers() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/hang"), attempts: 1, timeout: .seconds(1)))
        #expect(reason?.contains("no complete answer within 1s") == true)
        #expect(server.received().filter { $0.path == "/hang" }.count == 1)
    }

    @Test("A server that trickles its answer's head a byte a second is cut off at the deadline, not kept alive by each byte")
    func trickles() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/trickle-head"), attempts: 2, timeout: .seconds(2)))
        #expect(reason?.contains("gave up after 2 attempts") == true)
        #expect(reason?.contains("no complete answer within 2s") == true)
    }

    @Test("An answer's status delivers: a body trickled a byte a second is not waited for")
    func trickledBodyIsNotWaitedFor() async throws {
        let server = try await WebhookServer()
        // The deadline is an hour: only an attempt that ends at the status returns before the 1000 s body.
        let reason = await delivery().deliver(entry(server.url("/trickle"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason == nil)
    }

    @Test("An answer's body is never read past its head: a 1 GiB answer delivers at its status, the server cut off early")
    func hugeBodyIsNotRead() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/huge"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason == nil)
        // The server saw liftd hang up: what it sent is what fit in the sockets' buffers.
        let sent = try #require(Int(try await server.waitForRequests(1, to: "/huge/end").first?.body ?? ""))
        #expect(sent < 64 << 20, "the server sent \(sent >> 20) MiB of the body before liftd hung up")
    }

    @Test("An error's huge body is read only for its first KiB, which the reason quotes")
    func hugeErrorBodyIsCutShort() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/huge-error"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason?.contains("HTTP 500 (\"....") == true, "\(reason ?? "nil")")
        #expect((reason?.count ?? 0) < 400, "\(reason ?? "nil")")
        let sent = try #require(Int(try await server.waitForRequests(1, to: "/huge-error/end").first?.body ?? ""))
        #expect(sent < 64 << 20, "the server sent \(sent >> 20) MiB of the body before liftd hung up")
    }

    @Test("A refused answer's reason quotes the start of its body")
    func refusedBodyIsQuoted() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/status/400"), attempts: 1))
        #expect(reason == "the server refused it with HTTP 400 (\"no\"), which is not retried")
    }

    @Test("A redirect is not followed by default: a failure naming the Location, not retried")
    func redirectNotFollowed() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/redirect")))
        #expect(reason == "the server redirected it (HTTP 307) to \(server.url("/ok")), which is not followed "
                    + "(redirects: same-origin follows those to the same scheme, host and port)")
        #expect(server.received().map(\.path) == ["/redirect"])
    }

    @Test("With same-origin redirects, one to the same scheme, host and port gets the same POST, headers and body")
    func sameOriginRedirectFollowed() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/redirect"), redirects: .sameOrigin))
        #expect(reason == nil)
        let received = try await server.waitForRequests(1, to: "/ok")
        #expect(received.first?.body == "a set was logged")
        #expect(received.first?.headers["title"] == "hi")
    }

    @Test("No redirect setting sends the headers to another origin, nor follows one to file:",
          arguments: [WebhookRedirects.none, .sameOrigin])
    func otherOriginsNeverFollowed(redirects: WebhookRedirects) async throws {
        let server = try await WebhookServer()
        let away = await delivery().deliver(entry(server.url("/redirect-away/x"), redirects: redirects))
        #expect(away?.contains("redirected it (HTTP 307) to http://localhost:\(server.port)/steal/x, ") == true, "\(away ?? "nil")")
        let file = await delivery().deliver(entry(server.url("/redirect-file"), redirects: redirects))
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

    @Test("Same-origin redirects stop after five")
    func redirectLoop() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/redirect-loop"), attempts: 3, redirects: .sameOrigin))
        #expect(reason?.contains("one redirect too many (at most 5 are followed)") == true, "\(reason ?? "nil")")
        #expect(server.received().count == 6)
    }

    @Test("Only http and https are sent")
    func otherSchemesRefused() async {
        let reason = await delivery().deliver(entry("ftp://127.0.0.1/x"))
        #expect(reason == "only http and https are sent")
    }

    @Test("A server that accepts nothing is cut off at the connect timeout, well before the attempt's")
    func connectTimeout() async throws {
        let listener = try FullListener()
        let reason = await delivery().deliver(entry(
            "http://127.0.0.1:\(listener.port)/x", attempts: 1, timeout: .seconds(3_600), connectTimeout: .seconds(1)))
        #expect(reason == "gave up after 1 attempt to http://127.0.0.1: could not connect within 1s")
    }

    @Test("A server that answers nothing is cut off once the transfer stalls, well before the attempt's deadline")
    func stallTimeout() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(
            server.url("/hang"), attempts: 1, timeout: .seconds(3_600), stallTimeout: .seconds(1)))
        #expect(reason == "gave up after 1 attempt to http://127.0.0.1: the transfer stalled: less than a byte a second for 1s")
    }

    @Test("Without libcurl an attempt fails at once, saying libcurl4 is not installed, and is not retried")
    func libcurlMissing() async throws {
        let server = try await WebhookServer()
        let sender = WebhookSender(library: CurlLibrary.load("libcurl-liftd-absent.so.4"))
        let reason = await OutboxDelivery(sender: sender, logger: Logger { _, _, _ in }).deliver(entry(server.url("/ok")))
        #expect(reason?.hasPrefix("libcurl4 is not installed (libcurl-liftd-absent.so.4: ") == true, "\(reason ?? "nil")")
        #expect(server.received().isEmpty)
    }

    @Test("A server asking for authentication is a 4xx answer, not retried")
    func authenticationAsked() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/auth")))
        #expect(reason?.contains("HTTP 401") == true, "\(reason ?? "nil")")
        #expect(server.received().filter { $0.path == "/auth" }.count == 1)
    }

    @Test("Attempts cancelled at random moments all end, each transfer's thread with them, and the sender still delivers")
    func cancelledAtAnyMoment() async throws {
        let server = try await WebhookServer()
        let sender = WebhookSender()
        let paths = ["/ok", "/redirect", "/redirect-loop", "/auth", "/hang", "/huge", "/huge-error", "/trickle", "/status/503"]
        var ended = 0
        for round in 0..<900 {
            let request = WebhookRequest(
                url: server.url(paths[round % paths.count]), headers: [WebhookHeader(name: "X-Round", value: "\(round)")],
                body: Data("x".utf8), target: "http://127.0.0.1",
                policy: WebhookRetryPolicy(attemptTimeout: .seconds(3_600), attempts: 1, retryDelay: .milliseconds(50)),
                redirects: .sameOrigin)
            let attempt = Task { await sender.attempt(request) }
            // Cancelled before the thread starts, while connecting, sending, reading the head or the body.
            try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000)))
            attempt.cancel()
            _ = await attempt.value
            ended += 1
        }
        #expect(ended == 900)
        try await eventually("every liftd-webhook thread to end") { Self.webhookThreads() == 0 }
        let request = WebhookRequest(url: server.url("/ok"), headers: [], body: Data("after".utf8), target: "http://127.0.0.1",
                                     policy: WebhookRetryPolicy(attemptTimeout: .seconds(10), attempts: 1, retryDelay: .seconds(1)))
        #expect(await sender.attempt(request) == .delivered(status: 200))
    }

    /// This process's threads named `liftd-webhook`.
    private static func webhookThreads() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.hasPrefix("liftd-webhook") == true
        }.count
    }

    @Test("A refused connection is retried, then given up as refused, the URL never in the reason")
    func refused() async throws {
        let port = try WebhookServer.refusedPort()
        let url = "http://127.0.0.1:\(port)/token-abc"
        let reason = await delivery().deliver(entry(url, attempts: 2))
        #expect(reason?.contains("gave up after 2 attempts") == true)
        #expect(reason?.contains("connection refused") == true)
        #expect(reason?.contains("token-abc") == false)
        #expect(logged.lines.withLock { $0 }.allSatisfy { !$0.contains("token-abc") })
    }
}

/// What a test's logger wrote.
final class LoggedLines: Sendable {
    let lines = Mutex<[String]>([])
}
