import ControlProtocol
import Foundation
import TestSupport
import Testing

/// The `notify` bundle and the outbox in the real liftd: a webhook runs outside the chain,
/// so a request is answered whatever its server does, and a final delivery failure becomes
/// a `signal-failed` chain that the other notifiers see, without ever feeding itself.
@Suite("Notifications through the outbox", .serialized)
struct NotifyOutboxTests {
    /// A sandbox whose weekly report notifies `notifiers`, the members of its `notify` bundle.
    private func sandbox(notifiers: [String]) throws -> DaemonSandbox {
        let members = notifiers.map { "    - " + $0 }.joined(separator: "\n")
        return try DaemonSandbox(
            useCases: DaemonSandbox.standardUseCases + ["weekly-report", "notify"],
            extra: "bundles:\n  weekly-report: [weekly-volume, summary-json]\n  notify:\n    - report-log\n" + members)
    }

    @Test("A webhook whose server never answers delays no request, and stopping liftd cancels it",
          .timeLimit(.minutes(2)))
    func hangingServerDelaysNothing() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try sandbox(notifiers: [
            "webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1}",
        ]))
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        let received = try await server.waitForRequests(1, to: "/hang")
        #expect(received.first?.body.contains(#""signal":"report-ready""#) == true)
        _ = try result(of: try await daemon.request("workouts"))
        try await stopCleanly(daemon)
    }

    @Test("A delivery that fails for good is logged with its reason and becomes signal-failed for the other notifiers",
          .timeLimit(.minutes(2)))
    func finalFailureBecomesSignalFailed() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try sandbox(notifiers: [
            "webhook: {url: '\(server.url("/status/500"))', on: [report-ready], attempts: 2, retry-delay: 100ms}",
            "webhook: {url: '\(server.url("/failures"))', on: [signal-failed], name: failure-hook}",
        ]))
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        let failures = try await server.waitForRequests(1, to: "/failures")
        let body = try #require(failures.first?.body)
        #expect(body.contains(#""code":"delivery-failed""#))
        #expect(body.contains(#""failedSignal":"report-ready""#))
        #expect(body.contains(#""useCase":"webhook(127.0.0.1)""#))
        #expect(body.contains("gave up after 2 attempts"))
        #expect(server.received().filter { $0.path == "/status/500" }.count == 2)
        _ = try await daemon.waitForErrorLine("the outbox's log of the failure") {
            $0.contains("webhook(127.0.0.1): report-ready was not delivered: gave up after 2 attempts")
        }
        try await stopCleanly(daemon)
    }

    @Test("A signal-failed that cannot be delivered is only logged: no further signal-failed follows",
          .timeLimit(.minutes(2)))
    func failedFailureIsOnlyLogged() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try sandbox(notifiers: [
            "webhook: {url: '\(server.url("/status/500"))', attempts: 1}",
        ]))
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        _ = try await daemon.waitForErrorLine("the log of the undelivered signal-failed") {
            $0.contains("webhook(127.0.0.1): signal-failed was not delivered")
        }
        let bodies = server.received().map(\.body)
        #expect(bodies.filter { $0.contains(#""signal":"report-ready""#) }.count == 1)
        #expect(bodies.filter { $0.contains(#""signal":"signal-failed""#) }.count == 1)
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
        let sandbox = try sandbox(notifiers: [
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
