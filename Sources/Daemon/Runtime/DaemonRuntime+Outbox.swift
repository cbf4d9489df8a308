import Configuration
import FoundationEssentials
import MessageText
import Plugins
import SignalStore
import WorkoutsSQLite

extension DaemonRuntime {
    /// After a reload: empties the outbox queues of webhooks that `loaded` no longer has (or
    /// has with another URL), so nothing more goes to an endpoint the operator took out, with
    /// its old secret. It logs how many notifications each such webhook lost.
    func dropQueuesOfRemovedWebhooks(keeping loaded: LoadedConfiguration) {
        let dropped = outbox.dropWebhookQueues(notIn: Set(loaded.webhooks.map(\.endpoint)))
        for (notifier, count) in dropped.sorted(by: { $0.key < $1.key }) {
            let what = count == 1 ? "1 queued notification" : "\(count) queued notifications"
            logger.log(.warning, "reload: \(notifier) is no longer configured (or its URL changed); dropped \(what) for it",
                       fields: ["LIFTD_USE_CASE": notifier])
        }
    }

    /// At start: queues again the notifications stored before liftd last stopped, in their
    /// order and under their delivery ids. Those older than `outbox.max-age`, and those of a
    /// notifier the config no longer has (or a webhook whose URL changed), are dropped and
    /// forgotten, with a log line each kind.
    func restoreOutbox() {
        let rows: [StoredOutboxRow]
        do {
            rows = try repository.outboxRows()
        } catch {
            logger.log(.error, "outbox: cannot read the notifications stored before the last stop: \(error)")
            return
        }
        guard !rows.isEmpty else { return }
        let maximumAge = setup.configuration.outbox.maximumAge
        let oldest = Date().addingTimeInterval(-TimeInterval(maximumAge.components.seconds))
        let webhooks = Dictionary(setup.loaded.webhooks.map { (StoredOutboxEntry.storedEndpoint($0.endpoint), $0) },
                                  uniquingKeysWith: { first, _ in first })
        let programs = Dictionary(setup.loaded.outboxPrograms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let values = dependencies(for: setup)
        var restored: [OutboxEntry] = [], tooOld: [String: Int] = [:], unconfigured: [String: Int] = [:]
        var forgotten: [String] = [], unreadable = 0
        for row in rows {
            guard let stored = try? JSONDecoder().decode(StoredOutboxEntry.self, from: row.entry) else {
                forgotten.append(row.deliveryID)
                unreadable += 1
                continue
            }
            let delivery: OutboxEntry.Delivery? = if let text = stored.webhookText, let webhook = webhooks[row.endpoint] {
                .webhook(webhook.request(for: text), text: text)
            } else if let input = stored.programInput, let program = programs[stored.notifier] {
                program.outboxDelivery(of: input, signal: stored.signal)
            } else {
                nil
            }
            if row.queuedAt < oldest {
                tooOld[stored.notifier, default: 0] += 1
                forgotten.append(row.deliveryID)
            } else if let delivery {
                restored.append(OutboxEntry(
                    notifier: stored.notifier, signal: stored.signal, deliveryID: row.deliveryID, queuedAt: row.queuedAt,
                    chain: stored.chain.map(ChainID.init), delivery: delivery, dependencies: values))
            } else {
                unconfigured[stored.notifier, default: 0] += 1
                forgotten.append(row.deliveryID)
            }
        }
        for (notifier, count) in tooOld.sorted(by: { $0.key < $1.key }) {
            logger.log(.warning, "outbox: dropped \(Self.notifications(count)) for \(notifier) queued before the last stop "
                           + "more than \(DurationText.format(maximumAge)) ago (outbox.max-age)",
                       fields: ["LIFTD_USE_CASE": notifier])
        }
        for (notifier, count) in unconfigured.sorted(by: { $0.key < $1.key }) {
            logger.log(.warning, "outbox: dropped \(Self.notifications(count)) for \(notifier) queued before the last stop: "
                           + "the config no longer has it (or its URL changed)", fields: ["LIFTD_USE_CASE": notifier])
        }
        if unreadable > 0 {
            logger.log(.warning, "outbox: dropped \(Self.notifications(unreadable)) stored before the last stop that "
                           + "this liftd cannot read")
        }
        if !forgotten.isEmpty {
            do { try repository.removeOutboxRows(forgotten) } catch {
                logger.log(.error, "outbox: cannot forget \(forgotten.count) dropped notification(s): \(error)")
            }
        }
        if !restored.isEmpty {
            logger.log(.notice, "outbox: delivering \(Self.notifications(restored.count)) queued before the last stop")
            outbox.restore(restored)
        }
    }

    private static func notifications(_ count: Int) -> String {
        count == 1 ? "1 notification" : "\(count) notifications"
    }
}
