import Foundation
import Plugins
import SignalStore
import Testing
import WorkoutsSQLite
@testable import Daemon

/// The outbox kept in the database: an entry is stored when queued and forgotten once
/// delivered, failed for good, or dropped; what is left reads back as it was queued.
@Suite("The outbox in the database")
struct StoredOutboxTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("liftd-outbox-\(UUID().uuidString.prefix(8))").path

    private func repository() throws -> SQLiteWorkoutRepository {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try SQLiteWorkoutRepository(path: directory + "/liftd.sqlite")
    }

    private func webhook(_ signal: String, url: String = "http://127.0.0.1:1/a") -> OutboxEntry {
        let request = WebhookRequest(
            url: url, headers: [WebhookHeader(name: "Title", value: "liftd")], body: Data("{\"signal\":\"\(signal)\"}".utf8),
            target: "http://127.0.0.1:1", policy: WebhookRetryPolicy(attemptTimeout: .seconds(5), attempts: 3,
                                                                    retryDelay: .seconds(2)),
            secret: "hush")
        return OutboxEntry(notifier: "webhook(127.0.0.1)", signal: signal,
                           delivery: .webhook(request, text: NotificationText(Plugins.ReportReady(report: signal, format: "text", paths: [String]()))))
    }

    @Test("Each entry is stored when queued, in order, with its notification but never its URL or secret, and forgotten once finished")
    func storedUntilFinished() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outbox = OutboxQueue(capacity: 8, logger: Logger { _, _, _ in }, persistence: DatabaseOutbox(repository: repository))
        let first = webhook("one"), second = webhook("two")
        outbox.enqueue(first)
        outbox.enqueue(second)
        outbox.enqueue(OutboxEntry(notifier: "exec", signal: "report-ready", delivery: .program(input: Data("{}\n".utf8)) { _ in }))
        let rows = try repository.outboxRows()
        #expect(rows.map(\.deliveryID) == [first.deliveryID, second.deliveryID, rows.last?.deliveryID ?? ""])
        #expect(Set(rows.map(\.deliveryID)).count == 3)
        let stored = try JSONDecoder().decode(StoredOutboxEntry.self, from: rows[0].entry)
        #expect(stored.notifier == "webhook(127.0.0.1)" && stored.signal == "one")
        #expect(stored.webhookText?.fields["report"] == "one" && stored.webhookText?.signal == "report-ready")
        for row in rows {
            let text = String(decoding: row.entry, as: UTF8.self) + row.endpoint
            #expect(!text.contains("hush") && !text.contains("127.0.0.1:1/a"), "a stored row holds the URL or secret: \(text)")
        }
        #expect(try JSONDecoder().decode(StoredOutboxEntry.self, from: rows[2].entry).programInput == Data("{}\n".utf8))
        #expect(rows[0].endpoint == StoredOutboxEntry.storedEndpoint(first.endpoint) && abs(rows[0].queuedAt.timeIntervalSince(first.queuedAt)) < 0.001)

        let taken = try #require(outbox.next(for: first.endpoint))
        outbox.finished(taken)
        #expect(try repository.outboxRows().map(\.deliveryID).contains(first.deliveryID) == false)
        #expect(try repository.outboxRows().count == 2, "the others wait, stored")
    }

    @Test("An entry dropped by a full queue or by a reload that removed its webhook is forgotten too")
    func droppedEntriesForgotten() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outbox = OutboxQueue(capacity: 1, logger: Logger { _, _, _ in }, persistence: DatabaseOutbox(repository: repository))
        let oldest = webhook("one"), newest = webhook("two")
        outbox.enqueue(oldest)
        outbox.enqueue(newest)
        #expect(try repository.outboxRows().map(\.deliveryID) == [newest.deliveryID])
        _ = outbox.dropWebhookQueues(notIn: [])
        #expect(try repository.outboxRows() == [])
    }

    @Test("Restored entries are queued in order under their ids and not stored a second time")
    func restoredNotStoredAgain() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outbox = OutboxQueue(capacity: 8, logger: Logger { _, _, _ in }, persistence: DatabaseOutbox(repository: repository))
        let entry = webhook("one")
        outbox.restore([entry])
        #expect(try repository.outboxRows() == [])
        #expect(outbox.next(for: entry.endpoint)?.deliveryID == entry.deliveryID)
    }
}
