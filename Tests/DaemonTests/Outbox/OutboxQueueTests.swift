import Foundation
import Plugins
import SignalStore
import Synchronization
import Testing
@testable import Daemon

/// The outbox's queues: one per notifier, each asking for a worker when it gets work with
/// none on it, dropping its oldest entry when full, and saying so at most once a minute.
@Suite("The outbox's queues")
struct OutboxQueueTests {
    private let logged = LoggedLines()

    private func outbox(capacity: Int) -> OutboxQueue {
        let logged = self.logged
        return OutboxQueue(capacity: capacity, logger: Logger { _, message, _ in logged.lines.withLock { $0.append(message) } })
    }

    private func entry(_ notifier: String, _ signal: String) -> OutboxEntry {
        OutboxEntry(notifier: notifier, signal: signal, delivery: .program(input: Data()) { _ in })
    }

    @Test("Each notifier's queue keeps its own order and asks for a worker once, until its worker finds it empty")
    func queuesPerNotifier() async {
        let outbox = outbox(capacity: 8)
        var workers = outbox.idleEndpointsWithWork.makeAsyncIterator()
        outbox.enqueue(entry("a", "one"))
        outbox.enqueue(entry("b", "one"))
        outbox.enqueue(entry("a", "two"))
        #expect(await workers.next() == "a")
        #expect(await workers.next() == "b")
        #expect(outbox.next(for: "a")?.signal == "one")
        #expect(outbox.next(for: "a")?.signal == "two")
        #expect(outbox.next(for: "a") == nil)
        #expect(outbox.counts.queued == ["a": 0, "b": 1])
        // Its worker ended on the empty queue: the next entry asks for another.
        outbox.enqueue(entry("a", "three"))
        #expect(await workers.next() == "a")
    }

    @Test("Two webhooks sharing a name still have a queue each, one per URL; metrics add them up under the name")
    func queuePerURL() async {
        let outbox = outbox(capacity: 8)
        var workers = outbox.idleEndpointsWithWork.makeAsyncIterator()
        for port in [8080, 9090] {
            let request = WebhookRequest(
                url: "http://127.0.0.1:\(port)/x", headers: [], body: Data(), target: "http://127.0.0.1:\(port)",
                policy: WebhookRetryPolicy(attemptTimeout: .seconds(1), attempts: 1, retryDelay: .seconds(1)))
            outbox.enqueue(OutboxEntry(notifier: "webhook(127.0.0.1)", signal: "report-ready", delivery: .webhook(request, text: NotificationText(Plugins.ReportReady(report: "test", format: "text", paths: [String]())))))
        }
        let first = await workers.next(), second = await workers.next()
        #expect(first != nil && second != nil && first != second)
        #expect(outbox.counts.queued == ["webhook(127.0.0.1)": 2])
    }

    @Test("Dropping the queues of webhooks no longer configured empties only theirs, keeps their drop counts, and leaves other notifiers alone")
    func dropWebhookQueuesNotConfigured() {
        let outbox = outbox(capacity: 2)
        func webhook(_ name: String, _ url: String, _ signal: String) -> OutboxEntry {
            let request = WebhookRequest(
                url: url, headers: [], body: Data(), target: url,
                policy: WebhookRetryPolicy(attemptTimeout: .seconds(1), attempts: 1, retryDelay: .seconds(1)))
            return OutboxEntry(notifier: name, signal: signal, delivery: .webhook(request, text: NotificationText(Plugins.ReportReady(report: "test", format: "text", paths: [String]()))))
        }
        for signal in ["one", "two", "three"] { outbox.enqueue(webhook("gone", "http://127.0.0.1:1/a", signal)) }
        outbox.enqueue(webhook("kept", "http://127.0.0.1:2/b", "one"))
        outbox.enqueue(entry("program", "one"))
        let kept = OutboxEntry.webhookEndpoint(notifier: "kept", url: "http://127.0.0.1:2/b")
        #expect(outbox.dropWebhookQueues(notIn: [kept]) == ["gone": 2])
        #expect(outbox.counts.queued == ["gone": 0, "kept": 1, "program": 1])
        #expect(outbox.counts.dropped == ["gone": 1], "the full queue's earlier drop is still counted")
        #expect(outbox.next(for: OutboxEntry.webhookEndpoint(notifier: "gone", url: "http://127.0.0.1:1/a")) == nil)
        #expect(outbox.next(for: kept)?.signal == "one")
    }

    @Test("A full queue drops its oldest entry, counts each drop, and logs the first; other queues are untouched")
    func fullQueueDropsOldest() {
        let outbox = outbox(capacity: 2)
        for signal in ["one", "two", "three", "four"] { outbox.enqueue(entry("a", signal)) }
        outbox.enqueue(entry("b", "one"))
        #expect(outbox.next(for: "a")?.signal == "three")
        #expect(outbox.next(for: "a")?.signal == "four")
        #expect(outbox.counts.dropped == ["a": 2])
        let lines = logged.lines.withLock { $0 }
        #expect(lines == ["a: its outbox queue is full (2 waiting); dropped the oldest notification (one) since the last "
                              + "such line (liftd_notifications_dropped_total counts each; this line comes at most once a minute)"])
    }

    @Test("Drops are reported at most once a minute, each line with the drops since the last")
    func dropReportOncePerMinute() {
        var report = DropReport()
        let start = ContinuousClock.now
        #expect(report.drop(at: start) == 1)
        #expect(report.drop(at: start + .seconds(1)) == nil)
        #expect(report.drop(at: start + .seconds(59)) == nil)
        #expect(report.drop(at: start + .seconds(60)) == 3)
        #expect(report.drop(at: start + .seconds(61)) == nil)
        #expect(report.total == 5)
    }
}
