import ControlProtocol
import Foundation
import TestSupport
import Testing
import WorkoutsSQLite

/// Notifications survive a restart of the real liftd: those queued or in flight at stop are
/// delivered after the next start, at least once, under the same delivery id; those older
/// than `outbox.max-age` are dropped with a log line.
@Suite("The outbox across a restart", .serialized)
struct OutboxRestartTests {
    /// The stored outbox of the stopped daemon in `sandbox`.
    private func storedOutbox(_ sandbox: DaemonSandbox) throws -> [StoredOutboxRow] {
        try SQLiteWorkoutRepository(path: sandbox.path + "/var/liftd.sqlite").outboxRows()
    }

    @Test("A webhook's notifications in flight and queued at stop are sent after the next start, each under its one delivery id",
          .timeLimit(.minutes(2)))
    func webhookDeliveredAfterRestart() async throws {
        let server = try await WebhookServer()
        let path = "/hang-first/1"
        let sandbox = try DaemonSandbox.notifying(["webhook: {url: '\(server.url(path))', timeout: 1h, attempts: 1}"])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("first")
        try await daemon.sendReportReady("second")
        let hanging = try await server.waitForRequests(1, to: path)
        try await stopCleanly(daemon)
        _ = try await daemon.waitForErrorLine("the log of the notification kept at stop") {
            $0.contains("report-ready is kept for delivery after the next start")
        }
        #expect(try storedOutbox(sandbox).count == 2, "the one in flight and the one queued behind it are stored")

        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        _ = try await restarted.waitForErrorLine("the log of the restored notifications") {
            $0.contains("outbox: delivering 2 notifications queued before the last stop")
        }
        let received = try await server.waitForRequests(3, to: path)
        #expect(received.map(\.report) == ["first", "first", "second"])
        let ids = received.map { $0.headers["x-liftd-delivery"] ?? "" }
        #expect(ids[0] == hanging[0].headers["x-liftd-delivery"] && ids[1] == ids[0] && ids[2] != ids[0])
        #expect(ids.allSatisfy { UUID(uuidString: $0) != nil }, "delivery ids \(ids)")
        try await stopCleanly(restarted)
        #expect(try storedOutbox(sandbox) == [], "delivered entries are forgotten")
    }

    @Test("Notifications stored longer ago than outbox.max-age are dropped at start, with a log line, and never sent",
          .timeLimit(.minutes(2)))
    func oldNotificationsDropped() async throws {
        let server = try await WebhookServer()
        let sandbox = try DaemonSandbox.notifying(["webhook: {url: '\(server.url("/hang"))', timeout: 1h, attempts: 1}"])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("first")
        try await daemon.sendReportReady("second")
        _ = try await server.waitForRequests(1, to: "/hang")
        try await stopCleanly(daemon)
        // Two days pass while liftd is stopped.
        let database = sandbox.path + "/var/liftd.sqlite"
        _ = try await DatabaseFile(path: database).query("UPDATE outbox SET queued_at = queued_at - 172800")

        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        _ = try await restarted.waitForErrorLine("the log of the dropped notifications") {
            $0.contains("outbox: dropped 2 notifications for webhook(127.0.0.1) queued before the last stop more than 1d ago")
        }
        // A new notification goes first in the same queue: the old ones would have been before it.
        try await restarted.sendReportReady("fresh")
        let received = try await server.waitForRequests(2, to: "/hang")
        #expect(received.map(\.report) == ["first", "fresh"])
        try await stopCleanly(restarted)
    }

    @Test("A program run from the outbox gets LIFTD_DELIVERY_ID, and one killed at stop runs again after the start with the same id",
          .timeLimit(.minutes(2)))
    func programRunsAgainWithItsID() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-exec-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/notify.sh"
        try "echo \"$LIFTD_DELIVERY_ID\" >> \(folder)/ids\n[ -e \(folder)/go ] || sleep 60\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        let sandbox = try DaemonSandbox.notifying(["exec: {command: [/bin/sh, \(script)], on: [report-ready], outbox: true}"])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await daemon.sendReportReady("first")
        let ids = folder + "/ids"
        @Sendable func lines() -> [String] {
            ((try? String(contentsOfFile: ids, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        try await eventually("the program's first run to write its delivery id") { lines().count == 1 }
        try await stopCleanly(daemon)

        _ = FileManager.default.createFile(atPath: folder + "/go", contents: nil)
        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        try await eventually("the program's run after the restart") { lines().count == 2 }
        #expect(UUID(uuidString: lines()[0]) != nil && lines()[1] == lines()[0], "delivery ids \(lines())")
        _ = try await restarted.waitForErrorLine("the log of the run") { $0.contains("exited with status 0 (from the outbox)") }
        try await stopCleanly(restarted)
        #expect(try storedOutbox(sandbox) == [])
    }
}
