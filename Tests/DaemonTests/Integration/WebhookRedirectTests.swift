import ControlProtocol
import Foundation
import TestSupport
import Testing

/// Redirects in the real liftd: a webhook's secret headers go to its own origin only, and
/// a redirect it does not follow is a failure naming where it pointed, never "delivered".
@Suite("Webhook redirects in the real liftd", .serialized)
struct WebhookRedirectTests {
    private static let secretHeaders = "headers: {Authorization: 'Bearer {{secret}}', X-Token: '{{secret}}'}, secret-file: token"

    @Test("A redirect to another host gets no secret header, under either setting, and a file: one is not delivered",
          .timeLimit(.minutes(2)))
    func secretsStayWithTheirOrigin() async throws {
        let server = try await WebhookServer()
        let sandbox = try DaemonSandbox.notifying([
            "webhook: {url: '\(server.url("/redirect-away/none"))', \(Self.secretHeaders), attempts: 1, name: plain}",
            "webhook: {url: '\(server.url("/redirect-away/same"))', \(Self.secretHeaders), redirects: same-origin, "
                + "attempts: 1, name: same-origin}",
            "webhook: {url: '\(server.url("/redirect-file"))', \(Self.secretHeaders), redirects: same-origin, "
                + "attempts: 1, name: file}",
        ])
        try sandbox.write("token", "s3cret-t0ken")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("weekly")
        let failures = [
            ("plain", "to http://localhost:\(server.port)/steal/none, which is not followed"),
            ("same-origin", "to http://localhost:\(server.port)/steal/same, to another scheme, host or port, which is never followed"),
            ("file", "to file:///etc/passwd, to another scheme, host or port, which is never followed"),
        ]
        for (name, words) in failures {
            _ = try await daemon.waitForErrorLine("\(name)'s failure naming the Location") {
                $0.contains("\(name): report-ready was not delivered: the server redirected it (HTTP 307) \(words)")
            }
        }
        let received = server.received()
        // The secret went where the config sent it, and nowhere else.
        #expect(Set(received.map(\.path)) == ["/redirect-away/none", "/redirect-away/same", "/redirect-file"])
        #expect(received.allSatisfy { $0.headers["authorization"] == "Bearer s3cret-t0ken" && $0.headers["x-token"] == "s3cret-t0ken" })
        #expect(!daemon.standardError.all.contains { $0.contains("delivered to") || $0.contains("s3cret-t0ken") })
        try await stopCleanly(daemon)
    }

    @Test("With redirects: same-origin, a redirect to the same origin delivers the same POST there", .timeLimit(.minutes(2)))
    func sameOriginDelivers() async throws {
        let server = try await WebhookServer()
        let sandbox = try DaemonSandbox.notifying([
            "webhook: {url: '\(server.url("/redirect"))', \(Self.secretHeaders), redirects: same-origin}",
        ])
        try sandbox.write("token", "s3cret-t0ken")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("weekly")
        let delivered = try #require(try await server.waitForRequests(1, to: "/ok").first)
        #expect(delivered.report == "weekly")
        #expect(delivered.headers["x-token"] == "s3cret-t0ken")
        _ = try await daemon.waitForErrorLine("the delivery's log") {
            $0.contains("webhook(127.0.0.1): report-ready delivered to http://127.0.0.1:\(server.port) (HTTP 200)")
        }
        try await stopCleanly(daemon)
    }
}
