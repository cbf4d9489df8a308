import Foundation
import SignalStore
import Synchronization
import Testing
@testable import Plugins

/// The `notify` bundle as the store runs it: each notifier sees each notification, and a
/// notification nobody handles ends its chain quietly.
@Suite("The notify bundle")
struct NotifyBundleTests {
    private func store(_ useCases: [any UseCase<LiftdState>], outbox: RecordingOutbox, log: LogLines) -> Store<LiftdState> {
        var dependencies = DependencyValues()
        dependencies.notificationOutbox = outbox
        dependencies.logger = Logger { _, message, _ in log.lines.withLock { $0.append(message) } }
        return Store(initialState: LiftdState(), useCases: useCases, dependencies: dependencies)
    }

    private var webhook: WebhookUseCase {
        var options = WebhookOptions()
        options.url = "https://example.org/hook"
        options.name = "webhook(example.org)"
        return WebhookUseCase(options: options)
    }

    @Test("Every member of the bundle gets a report-ready: report-log logs it and the webhook queues it")
    func everyNotifierSeesIt() async {
        let outbox = RecordingOutbox(), log = LogLines()
        let store = store([CompoundUseCase("notify", [ReportLogUseCase(), webhook])], outbox: outbox, log: log)
        let outcome = await store.send(ReportReady(report: "weekly-summary", format: "json", paths: ["/o.json"], week: "2025-W38"))
        #expect(outcome.succeeded, "\(outcome.errors)")
        #expect(outbox.offered.withLock { $0 } == ["report-ready"])
        #expect(log.lines.withLock { $0 }.contains("weekly-summary (json) for 2025-W38 ready: /o.json"))
    }

    @Test("The webhook hears of a failed chain through signal-failed; report-log leaves that to the daemon's log")
    func failuresReachTheWebhook() async {
        let outbox = RecordingOutbox(), log = LogLines()
        let store = store([CompoundUseCase("notify", [ReportLogUseCase(), webhook])], outbox: outbox, log: log)
        let outcome = await store.send(ReportReady(report: "r", format: "f", paths: []))
        #expect(outcome.succeeded)
        let failing = ClosureUseCase<LiftdState, Plates>(on: Plates.self, name: "broken") { _, _ in
            throw TrainingError.invalidValue(field: "weight", problem: "too heavy")
        }
        let failedStore = self.store([failing, CompoundUseCase("notify", [ReportLogUseCase(), webhook])], outbox: outbox, log: log)
        let failed = await failedStore.send(Plates())
        #expect(!failed.succeeded)
        #expect(outbox.offered.withLock { $0 } == ["report-ready", "signal-failed"])
        #expect(log.lines.withLock { $0 }.filter { $0.contains("signal-failed") }.isEmpty)
    }

    @Test("A notification no use case handles ends its chain without an error")
    func nobodyListens() async {
        let store = store([], outbox: RecordingOutbox(), log: LogLines())
        let outcome = await store.send(ReportReady(report: "r", format: "f", paths: []))
        #expect(outcome.succeeded, "\(outcome.errors)")
        #expect(outcome.steps.isEmpty)
    }
}

/// A signal only the failing use case of these tests handles.
private struct Plates: Signal {
    static let wireName = "plates-test"
}

/// What a test's logger wrote.
final class LogLines: Sendable {
    let lines = Mutex<[String]>([])
}
