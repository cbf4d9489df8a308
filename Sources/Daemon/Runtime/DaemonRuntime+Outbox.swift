import Plugins
import SignalStore

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
}
