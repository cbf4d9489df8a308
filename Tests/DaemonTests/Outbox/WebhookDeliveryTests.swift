import ChildProcessTesting
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
    private let fixture = WebhookDeliveryFixture()

    @Test("A 2xx answer delivers once, with the body and headers given")
    func success() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/ok")))
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
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/status/404")))
        #expect(reason?.contains("HTTP 404") == true)
        #expect(server.received().filter { $0.path == "/status/404" }.count == 1)
    }

    @Test("A 5xx answer is retried up to the attempts allowed, then given up with the status")
    func serverError() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/status/503"), attempts: 3))
        #expect(reason?.contains("gave up after 3 attempts") == true)
        #expect(reason?.contains("HTTP 503") == true)
        #expect(server.received().filter { $0.path == "/status/503" }.count == 3)
    }

    @Test("A server that recovers gets the notification on a later attempt")
    func recovers() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/fail-then-ok/1"), attempts: 3))
        #expect(reason == nil)
        #expect(server.received().filter { $0.path == "/fail-then-ok/1" }.count == 2)
    }

    @Test("A server that never answers is cut off at the attempt's deadline")
    func neverAnswers() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/hang"), attempts: 1, timeout: .seconds(1)))
        #expect(reason?.contains("no complete answer within 1s") == true)
        // The server logs the request once it has read it, which a loaded machine may let
        // happen after the attempt's second is up.
        #expect(try await server.waitForRequests(1, to: "/hang").count == 1)
    }

    @Test("A server that trickles its answer's head a byte a second is cut off at the deadline, not kept alive by each byte")
    func trickles() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/trickle-head"), attempts: 2, timeout: .seconds(2)))
        #expect(reason?.contains("gave up after 2 attempts") == true)
        #expect(reason?.contains("no complete answer within 2s") == true)
    }

    @Test("An answer's status delivers: a body trickled a byte a second is not waited for")
    func trickledBodyIsNotWaitedFor() async throws {
        let server = try await WebhookServer()
        // The deadline is two minutes: only an attempt that ends at the status returns before the
        // 1000 s body, and one that waits for it fails at the deadline, saying so.
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/trickle"), attempts: 1, timeout: .seconds(120)))
        #expect(reason == nil)
    }

    @Test("An answer's body is never read past its head: a 1 GiB answer delivers at its status, the server cut off early")
    func hugeBodyIsNotRead() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/huge"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason == nil)
        // The server saw liftd hang up: what it sent is what fit in the sockets' buffers.
        let sent = try #require(Int(try await server.waitForRequests(1, to: "/huge/end").first?.body ?? ""))
        #expect(sent < 64 << 20, "the server sent \(sent >> 20) MiB of the body before liftd hung up")
    }

    @Test("An error's huge body is read only for its first KiB, which the reason quotes")
    func hugeErrorBodyIsCutShort() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/huge-error"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason?.contains("HTTP 500 (\"....") == true, "\(reason ?? "nil")")
        #expect((reason?.count ?? 0) < 400, "\(reason ?? "nil")")
        let sent = try #require(Int(try await server.waitForRequests(1, to: "/huge-error/end").first?.body ?? ""))
        #expect(sent < 64 << 20, "the server sent \(sent >> 20) MiB of the body before liftd hung up")
    }

    @Test("A refused answer's reason quotes the start of its body")
    func refusedBodyIsQuoted() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/status/400"), attempts: 1))
        #expect(reason == "the server refused it with HTTP 400 (\"no\"), which is not retried")
    }

    @Test("https is sent with TLS, and a certificate nobody vouches for is refused before anything is sent",
          .needsTool("/usr/bin/openssl", package: "openssl"))
    func untrustedCertificate() async throws {
        let directory = try TemporaryDirectory()
        let pem = directory.path + "/server.pem"
        let made = try await ProgramRun.run("/usr/bin/openssl", [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", pem, "-out", pem,
        ])
        try #require(made.status == 0, "openssl: \(made.standardError)")
        let server = try await WebhookServer(certificate: pem)
        let reason = await fixture.delivery().deliver(fixture.entry("https://127.0.0.1:\(server.port)/ok", attempts: 1))
        #expect(reason == "gave up after 1 attempt to http://127.0.0.1: the server's TLS certificate was not trusted")
        #expect(server.received().isEmpty)
    }

    @Test("Only http and https are sent")
    func otherSchemesRefused() async {
        let reason = await fixture.delivery().deliver(fixture.entry("ftp://127.0.0.1/x"))
        #expect(reason == "only http and https are sent")
    }

    @Test("A server that accepts nothing is cut off at the connect timeout, well before the attempt's")
    func connectTimeout() async throws {
        let listener = try FullListener()
        let reason = await fixture.delivery().deliver(fixture.entry(
            "http://127.0.0.1:\(listener.port)/x", attempts: 1, timeout: .seconds(120), connectTimeout: .seconds(1)))
        #expect(reason == "gave up after 1 attempt to http://127.0.0.1: could not connect within 1s")
    }

    @Test("A server that answers nothing is cut off once the transfer stalls, well before the attempt's deadline")
    func stallTimeout() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(
            server.url("/hang"), attempts: 1, timeout: .seconds(120), stallTimeout: .seconds(1)))
        #expect(reason == "gave up after 1 attempt to http://127.0.0.1: the transfer stalled: less than a byte a second for 1s")
    }

    @Test("Without libcurl an attempt fails at once, saying libcurl4 is not installed, and is not retried")
    func libcurlMissing() async throws {
        let server = try await WebhookServer()
        let sender = WebhookSender(library: CurlLibrary.load("libcurl-liftd-absent.so.4"))
        let reason = await OutboxDelivery(sender: sender, logger: Logger { _, _, _ in }).deliver(fixture.entry(server.url("/ok")))
        #expect(reason?.hasPrefix("libcurl4 is not installed (libcurl-liftd-absent.so.4: ") == true, "\(reason ?? "nil")")
        #expect(server.received().isEmpty)
    }

    @Test("A server asking for authentication is a 4xx answer, not retried")
    func authenticationAsked() async throws {
        let server = try await WebhookServer()
        let reason = await fixture.delivery().deliver(fixture.entry(server.url("/auth")))
        #expect(reason?.contains("HTTP 401") == true, "\(reason ?? "nil")")
        #expect(server.received().filter { $0.path == "/auth" }.count == 1)
    }

    @Test("Attempts cancelled at random moments all end, each transfer's thread with them, and the sender still delivers")
    func cancelledAtAnyMoment() async throws {
        let server = try await WebhookServer()
        let sender = WebhookSender()
        let paths = ["/ok", "/redirect", "/redirect-loop", "/auth", "/hang", "/huge", "/huge-error", "/trickle", "/status/503"]
        var unanswered: [WebhookAttempt] = []
        for round in 0..<900 {
            let path = paths[round % paths.count]
            let request = WebhookRequest(
                url: server.url(path), headers: [WebhookHeader(name: "X-Round", value: "\(round)")],
                body: Data("x".utf8), target: "http://127.0.0.1",
                policy: WebhookRetryPolicy(attemptTimeout: .seconds(3_600), attempts: 1, retryDelay: .milliseconds(50)),
                redirects: .sameOrigin)
            let attempt = Task { await sender.attempt(request) }
            // Cancelled before the thread starts, while connecting, sending, reading the head or the body.
            try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000)))
            attempt.cancel()
            // An attempt that outlived its cancel would hold this loop for its hour-long deadline.
            let ending = await attempt.value
            if path == "/hang" { unanswered.append(ending) }
        }
        // /hang never answers, so only the cancel can end those attempts, and they say so.
        let cancelled = WebhookAttempt.failed("cancelled: liftd is stopping")
        #expect(unanswered.allSatisfy { $0 == cancelled }, "\(unanswered.filter { $0 != cancelled })")
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
        let reason = await fixture.delivery().deliver(fixture.entry(url, attempts: 2))
        #expect(reason?.contains("gave up after 2 attempts") == true)
        #expect(reason?.contains("connection refused") == true)
        #expect(reason?.contains("token-abc") == false)
        #expect(fixture.logged.lines.withLock { $0 }.allSatisfy { !$0.contains("token-abc") })
    }
}

/// What a test's logger wrote.
final class LoggedLines: Sendable {
    let lines = Mutex<[String]>([])
}
