import Lifecycle
import Plugins
import SignalStore

/// Delivers what notifiers queue in the outbox, outside every chain: a slow or failing
/// endpoint delays nothing else the daemon does. At most `concurrentDeliveries` run at once.
/// A delivery that fails for good is logged with its reason and becomes a `signal-failed`
/// chain, unless it was a `signal-failed` itself: that failure is only logged, so failures
/// never feed each other.
struct OutboxService: Service {
    let name = "outbox"
    let runtime: DaemonRuntime
    /// Deliveries in flight at most.
    static let concurrentDeliveries = 4

    func run(started: ServiceStart) async {
        started.markStarted()
        let delivery = OutboxDelivery(sender: WebhookSender(), logger: runtime.logger)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            for await entry in runtime.outbox.entries {
                if running >= Self.concurrentDeliveries {
                    await group.next()
                    running -= 1
                }
                group.addTask { await deliver(entry, with: delivery) }
                running += 1
            }
            group.cancelAll()
        }
    }

    private func deliver(_ entry: OutboxEntry, with delivery: OutboxDelivery) async {
        guard let reason = await delivery.deliver(entry) else { return }
        runtime.logger.log(.error, "\(entry.notifier): \(entry.signal) was not delivered: \(reason)", fields: [
            "LIFTD_USE_CASE": entry.notifier, "LIFTD_SIGNAL": entry.signal, "LIFTD_CHAIN": entry.chain.map { "\($0)" } ?? "",
        ])
        guard entry.signal != SignalFailed.wireName, !Task.isCancelled else { return }
        let failure = SignalFailed(failedSignal: entry.signal, useCase: entry.notifier, code: "delivery-failed",
                                   message: reason, chain: entry.chain ?? ChainID(0))
        await runtime.log(await runtime.store.send(failure), source: "outbox")
    }
}
