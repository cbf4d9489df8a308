import ControlProtocol
import Foundation
import TestSupport
import Testing

/// The `notify` bundle and the outbox in the real liftd: a webhook runs outside the chain,
/// so a request is answered whatever its server does, and a failure never feeds itself.
/// (NotifierQueueTests: each notifier's own queue, and failures that are not fanned out.)
@Suite("Notifications through the outbox", .serialized)
struct NotifyOutboxTests {
    @Test("A webhook whose server never answers delays no request, and stopping liftd cancels it",
          .timeLimit(.minutes(2)))
    func hangingServerDelaysNothing() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try .notifying([
            "webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1}",
        ]))
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        let received = try await server.waitForRequests(1, to: "/hang")
        #expect(received.first?.body.contains(#""signal":"report-ready""#) == true)
        _ = try result(of: try await daemon.request("workouts"))
        try await stopCleanly(daemon)
    }

    @Test("A failed chain's signal-failed reaches a webhook; one it cannot deliver is only logged, and causes nothing more",
          .timeLimit(.minutes(2)))
    func failedFailureIsOnlyLogged() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try .notifying([
            "webhook: {url: '\(server.url("/status/500"))', attempts: 1}",
        ]))
        try await daemon.waitUntilReady()
        // No such workout: the chain fails, and the store sends signal-failed.
        #expect(try errorCode(of: try await daemon.request("workout workout=999")) == "use-case-failed")
        _ = try await daemon.waitForErrorLine("the log of the undelivered signal-failed") {
            $0.contains("webhook(127.0.0.1): signal-failed was not delivered")
        }
        // A notification after it: anything the failure caused would be queued before it.
        try await daemon.sendReportReady("after")
        _ = try await daemon.waitForErrorLine("the log of the undelivered report-ready") {
            $0.contains("webhook(127.0.0.1): report-ready was not delivered")
        }
        let bodies = server.received().map(\.body)
        #expect(bodies.count == 2)
        #expect(bodies.first?.contains(#""signal":"signal-failed""#) == true)
        #expect(bodies.last?.contains(#""signal":"report-ready""#) == true)
        _ = try result(of: try await daemon.request("workouts"))
        try await stopCleanly(daemon)
    }

    @Test("The apprise recipe runs from the outbox under exec and reaches apprise's json:// target",
          .timeLimit(.minutes(2)))
    func appriseRecipe() async throws {
        let server = try await WebhookServer()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let python = ProcessInfo.processInfo.environment["LIFTD_VENV_PYTHON"] ?? root + "/.venv/bin/python3"
        try #require(FileManager.default.isExecutableFile(atPath: python),
                     "no venv Python at \(python): set LIFTD_VENV_PYTHON to a venv with Tests/oracles/requirements-notify.txt")
        let sandbox = try DaemonSandbox.notifying([
            "exec: {command: [\(python), \(root)/config/notify-apprise.py, APPRISE], on: [report-ready], outbox: true}",
        ])
        let urls = try sandbox.write("apprise.txt", "json://127.0.0.1:\(server.port)/apprise")
        let config = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
        try sandbox.write("liftd.yaml", config.replacingOccurrences(of: "APPRISE", with: urls))
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        let received = try await server.waitForRequests(1, to: "/apprise")
        let body = try #require(received.first?.body)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "liftd: report-ready")
        #expect((object["message"] as? String)?.contains("weekly-summary (json) for 2026-W10 ready") == true)
        try await stopCleanly(daemon)
    }
}
