import ControlProtocol
import Foundation
import TestSupport
import Testing

/// Each notifier's own queue in the real liftd: an endpoint that hangs delays only itself, a
/// full queue drops its oldest entry and says so once a minute, and a delivery failure is
/// reported without becoming requests to the other webhooks.
@Suite("Each notifier's own outbox queue", .serialized)
struct NotifierQueueTests {
    @Test("With one endpoint hanging, a healthy one gets every notification, in order, and report-log logs each",
          .timeLimit(.minutes(3)))
    func hangingEndpointDelaysOnlyItself() async throws {
        let server = try await WebhookServer()
        // Both named webhook(127.0.0.1): a queue is an endpoint's, not a name's.
        let daemon = try DaemonProcess(try .notifying([
            "webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1}",
            "webhook: {url: '\(server.url("/healthy"))'}",
        ]))
        try await daemon.waitUntilReady()
        let reports = (1...20).map { "report-\($0)" }
        for report in reports { try await daemon.sendReportReady(report) }
        let received = try await server.waitForRequests(20, to: "/healthy")
        #expect(received.map(\.report) == reports)
        // The hanging endpoint's first request is in flight for an hour, and its queue holds
        // the rest: the server logs that one (whenever its worker got there), and no other.
        #expect(try await server.waitForRequests(1, to: "/hang").count == 1)
        for report in reports {
            _ = try await daemon.waitForErrorLine("report-log's line for \(report)") { $0.contains("\(report) (text) ready") }
        }
        try await stopCleanly(daemon)
    }

    @Test("A full queue drops its oldest entries, counts each, and logs one line a minute for that endpoint alone",
          .timeLimit(.minutes(5)))
    func fullQueueDropsOldest() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try .notifying([
            "webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1, name: stuck}",
            "webhook: {url: '\(server.url("/healthy"))', name: healthy}",
        ]))
        try await daemon.waitUntilReady()
        let started = ContinuousClock.now
        let reports = (1...300).map { "report-\($0)" }
        // The stuck endpoint's worker has its first notification in flight before the rest
        // come, so its queue then fills with the next 256 however slowly that worker runs.
        try await daemon.sendReportReady(reports[0])
        _ = try await server.waitForRequests(1, to: "/hang")
        for report in reports.dropFirst() { try await daemon.sendReportReady(report) }
        #expect(try await server.waitForRequests(300, to: "/healthy").map(\.report) == reports)
        let elapsed = ContinuousClock.now - started
        let dropped = try await daemon.metric(#"liftd_notifications_dropped_total{notifier="stuck"}"#)
        let queued = try await daemon.metric(#"liftd_notifications_queued{notifier="stuck"}"#)
        let delivering = server.received().filter { $0.path == "/hang" }.count
        #expect(queued == 256)
        #expect(delivering == 1)
        #expect(dropped + queued + delivering == 300, "dropped \(dropped), queued \(queued), delivering \(delivering)")
        #expect(try await daemon.metric(#"liftd_notifications_dropped_total{notifier="healthy"}"#) == 0)
        let lines = daemon.standardError.all.filter { $0.contains("its outbox queue is full") }
        #expect(lines.first?.contains("stuck: its outbox queue is full (256 waiting); dropped the oldest notification "
                                          + "(report-ready)") == true, "\(lines)")
        // One line a minute at most: however slow this machine, never one per notification.
        #expect(!lines.isEmpty && lines.count <= 1 + Int(elapsed / .seconds(60)), "\(lines.count) lines in \(elapsed)")
        #expect(lines.allSatisfy { $0.contains("stuck:") }, "\(lines)")
        try await stopCleanly(daemon)
    }

    @Test("A reload that removes a webhook drops its queue, says so, and sends it nothing more; the others keep theirs",
          .timeLimit(.minutes(3)))
    func reloadDropsRemovedWebhooksQueue() async throws {
        let server = try await WebhookServer()
        let stuck = "webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1, name: stuck}"
        let healthy = "webhook: {url: '\(server.url("/healthy"))', name: healthy}"
        let daemon = try DaemonProcess(try .notifying([stuck, healthy]))
        try await daemon.waitUntilReady()
        for report in (1...5).map({ "before-\($0)" }) { try await daemon.sendReportReady(report) }
        _ = try await server.waitForRequests(5, to: "/healthy")
        try await eventually("stuck's first notification in flight and 4 queued behind it") {
            (try? await daemon.metric(#"liftd_notifications_queued{notifier="stuck"}"#)) == 4
        }
        try daemon.sandbox.writeNotifyingConfig([healthy])
        _ = try result(of: try await daemon.request("reload"))
        let line = try await daemon.waitForErrorLine("the reload's line for stuck's queue") { $0.contains("reload: stuck") }
        #expect(line.contains("reload: stuck is no longer configured (or its URL changed); dropped 4 queued notifications"), "\(line)")
        #expect(try await daemon.metric(#"liftd_notifications_queued{notifier="stuck"}"#) == 0)
        try await daemon.sendReportReady("after")
        #expect(try await server.waitForRequests(6, to: "/healthy").map(\.report).last == "after")
        #expect(try await server.waitForRequests(1, to: "/hang").count == 1, "the removed webhook got more than its first request")
        try await stopCleanly(daemon)
    }

    @Test("A delivery failure is logged, counted and sent as a signal-failed no webhook delivers: it costs no other request",
          .timeLimit(.minutes(3)))
    func failureIsNotFannedOut() async throws {
        let server = try await WebhookServer()
        let daemon = try DaemonProcess(try .notifying([
            "webhook: {url: '\(server.url("/status/500"))', attempts: 2, retry-delay: 100ms, name: failing}",
            "webhook: {url: '\(server.url("/b"))', name: b}",
            "webhook: {url: '\(server.url("/c"))', on: [report-ready, signal-failed], name: c}",
        ]))
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("first")
        _ = try await daemon.waitForErrorLine("the outbox's log of the failure") {
            $0.contains("failing: report-ready was not delivered: gave up after 2 attempts to http://127.0.0.1:")
        }
        // The failing queue's worker takes "second" once the failure's signal-failed chain has
        // run; "third", queued after that, reaches b and c behind anything that chain queued.
        try await daemon.sendReportReady("second")
        _ = try await eventually("the failing endpoint's attempt at second") {
            server.received().contains { $0.path == "/status/500" && $0.report == "second" }
        }
        try await daemon.sendReportReady("third")
        _ = try await server.waitForRequests(3, to: "/b")
        _ = try await server.waitForRequests(3, to: "/c")
        try await eventually("the third failure's log line") {
            daemon.standardError.all.filter { $0.contains("failing: report-ready was not delivered") }.count == 3
        }
        let received = server.received()
        #expect(received.filter { $0.path == "/status/500" }.map(\.report)
                    == ["first", "first", "second", "second", "third", "third"])
        #expect(received.filter { $0.path == "/b" }.map(\.report) == ["first", "second", "third"])
        #expect(received.filter { $0.path == "/c" }.map(\.report) == ["first", "second", "third"])
        #expect(!received.contains { $0.body.contains(#""signal":"signal-failed""#) })
        #expect(try await daemon.metric(#"liftd_notifications_failed_total{notifier="failing"}"#) == 3)
        #expect(daemon.standardError.all.filter { $0.contains("was not delivered") }.count == 3)
        try await stopCleanly(daemon)
    }
}
