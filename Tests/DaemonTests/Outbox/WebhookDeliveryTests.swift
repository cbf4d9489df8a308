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

    private func entry(_ url: String, attempts: Int = 3, timeout: Duration = .seconds(2)) -> OutboxEntry {
        let request = WebhookRequest(
            url: url, headers: [WebhookHeader(name: "Content-Type", value: "text/plain"), WebhookHeader(name: "Title", value: "hi")],
            body: Data("a set was logged".utf8), target: "http://127.0.0.1",
            policy: WebhookRetryPolicy(attemptTimeout: timeout, attempts: attempts, retryDelay: .milliseconds(50)))
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

    @Test("An answer's body is never kept: a 1 GiB answer delivers at its status and leaves the peak memory where it was")
    func hugeBodyIsNotKept() async throws {
        let server = try await WebhookServer()
        let before = try Self.peakMemoryBytes()
        let reason = await delivery().deliver(entry(server.url("/huge"), attempts: 1, timeout: .seconds(3_600)))
        #expect(reason == nil)
        // The server is done sending (or saw the sender hang up): whatever reached liftd was dropped.
        _ = try await server.waitForRequests(1, to: "/huge/end")
        let grown = try Self.peakMemoryBytes() - before
        // Known, not fixed: in about one run in ten on loopback, Foundation receives the whole body
        // before the delegate queue gets to the head (and so to the cancel), and holds it queued
        // for the delegate meanwhile. The attempt still ends at the status.
        withKnownIssue("Foundation may queue a fast body for the delegate before the cancel", isIntermittent: true) {
            #expect(grown < 512 << 20, "the peak memory grew by \(grown >> 20) MiB, as if the body had been kept")
        }
    }

    /// This process's peak resident memory (VmHWM), in bytes.
    private static func peakMemoryBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw WaitFailure("no VmHWM in /proc/self/status") }
        return kilobytes * 1_024
    }

    @Test("A redirect is followed to its answer's status")
    func redirectFollowed() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/redirect")))
        #expect(reason == nil)
        #expect(try await server.waitForRequests(1, to: "/ok").count == 1)
    }

    @Test("A server asking for authentication is a 4xx answer, not retried")
    func authenticationAsked() async throws {
        let server = try await WebhookServer()
        let reason = await delivery().deliver(entry(server.url("/auth")))
        #expect(reason?.contains("HTTP 401") == true, "\(reason ?? "nil")")
        #expect(server.received().filter { $0.path == "/auth" }.count == 1)
    }

    @Test("Attempts cancelled at any moment of a redirect or an authentication request end cleanly",
          arguments: ["/redirect", "/auth"])
    func cancelledDuringRedirects(path: String) async throws {
        // Foundation on Linux trapped when an attempt cancelled mid-redirect later got the redirect's answer.
        let server = try await WebhookServer()
        let sender = WebhookSender()
        let request = WebhookRequest(
            url: server.url(path), headers: [], body: Data("x".utf8), target: "http://127.0.0.1",
            policy: WebhookRetryPolicy(attemptTimeout: .seconds(3_600), attempts: 1, retryDelay: .milliseconds(50)))
        var ended = 0
        for _ in 0..<1_000 {
            let attempt = Task { await sender.attempt(request) }
            // Cancelled somewhere between sending, the redirect and its answer: a trap ends the run.
            try await Task.sleep(for: .microseconds(Int.random(in: 0...2_500)))
            attempt.cancel()
            _ = await attempt.value
            ended += 1
        }
        #expect(ended == 1_000)
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
