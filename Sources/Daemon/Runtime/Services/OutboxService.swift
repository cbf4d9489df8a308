import Lifecycle
import Plugins
import SignalStore

/// Delivers what notifiers queue in the outbox, outside every chain, after first queuing
/// again what was stored before liftd last stopped (`DaemonRuntime.restoreOutbox`): each endpoint's queue
/// (`OutboxEntry.endpoint`) has a worker of its own, which delivers it in order, retries
/// included, so a slow or failing endpoint delays only itself. A delivery that fails for good is reported once: a
/// log line, `liftd_notifications_failed_total`, and one `signal-failed` (code
/// `delivery-failed`) that no notifier delivering from the outbox takes, so a failure never
/// becomes requests to the other webhooks. An undelivered `signal-failed` is only logged.
struct OutboxService: Service {
    let name = "outbox"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async {
        await runtime.restoreOutbox()
        started.markStarted()
        let delivery = OutboxDelivery(sender: WebhookSender(), logger: runtime.logger)
        await withDiscardingTaskGroup { group in
            // Ends when the service is cancelled; the workers are cancelled with it.
            for await endpoint in runtime.outbox.idleEndpointsWithWork {
                group.addTask { await drain(endpoint, with: delivery) }
            }
            group.cancelAll()
        }
    }

    /// Delivers `endpoint`'s queue, an entry at a time, until it is empty or liftd stops.
    private func drain(_ endpoint: String, with delivery: OutboxDelivery) async {
        while !Task.isCancelled, let entry = runtime.outbox.next(for: endpoint) {
            await deliver(entry, with: delivery)
        }
    }

    /// Delivers `entry`; it stays stored only when liftd stops before it is done, to be
    /// delivered again after the next start.
    private func deliver(_ entry: OutboxEntry, with delivery: OutboxDelivery) async {
        let reasonUndelivered = await delivery.deliver(entry)
        if reasonUndelivered != nil, Task.isCancelled {
            runtime.logger.log(.notice, "\(entry.notifier): \(entry.signal) is kept for delivery after the next start "
                                   + "(liftd is stopping)", fields: ["LIFTD_USE_CASE": entry.notifier, "LIFTD_SIGNAL": entry.signal])
            return
        }
        runtime.outbox.finished(entry)
        guard let reason = reasonUndelivered else { return }
        runtime.logger.log(.error, "\(entry.notifier): \(entry.signal) was not delivered: \(reason)", fields: [
            "LIFTD_USE_CASE": entry.notifier, "LIFTD_SIGNAL": entry.signal, "LIFTD_CHAIN": entry.chain.map { "\($0)" } ?? "",
        ])
        runtime.counters.countUndelivered(notifier: entry.notifier)
        guard entry.signal != SignalFailed.wireName, !Task.isCancelled else { return }
        let failure = SignalFailed(failedSignal: entry.signal, useCase: entry.notifier, code: SignalFailed.deliveryFailedCode,
                                   message: reason, chain: entry.chain ?? ChainID(0))
        await runtime.log(await runtime.store.send(failure), source: "outbox")
    }
}
