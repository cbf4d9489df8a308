import FoundationEssentials
import MessageText
import Plugins
import SignalStore

/// Delivers one outbox entry: a webhook's request with its retries and backoff, or a
/// notifier's program, each with the entry's delivery id. Answers `nil` once delivered, else the reason of the final failure,
/// in words that never hold a URL or a secret.
struct OutboxDelivery: Sendable {
    let sender: WebhookSender
    let logger: Logger

    func deliver(_ entry: OutboxEntry) async -> String? {
        switch entry.delivery {
        case .webhook(let request, _):
            return await send(request.adding(WebhookHeader(name: "X-Liftd-Delivery", value: entry.deliveryID)), for: entry)
        case .program(_, let run):
            do {
                try await DependencyValues.$current.withValue(entry.dependencies) { try await run(entry.deliveryID) }
                return nil
            } catch is CancellationError {
                return "cancelled: liftd is stopping"
            } catch {
                return "\(error)"
            }
        }
    }

    private func send(_ request: WebhookRequest, for entry: OutboxEntry) async -> String? {
        var delay = request.retryDelay
        var attempt = 1
        while true {
            let result = await sender.attempt(request)
            if case .delivered(let status) = result {
                logger.log(.info, "\(entry.notifier): \(entry.signal) delivered to \(request.target) (HTTP \(status))",
                           fields: fields(entry))
                return nil
            }
            guard result.isRetryable else { return result.reason }
            // Stopping: no retry is waited for, and none is announced.
            guard !Task.isCancelled else {
                return "cancelled: liftd is stopping (after \(attempt) attempts: \(result.reason))"
            }
            guard attempt < request.attempts else {
                return "gave up after \(attempt) attempt\(attempt == 1 ? "" : "s") to \(request.target): \(result.reason)"
            }
            logger.log(.info, "\(entry.notifier): attempt \(attempt) of \(entry.signal) to \(request.target) failed: "
                           + "\(result.reason); retrying in \(DurationText.format(delay))", fields: fields(entry))
            guard (try? await Task.sleep(for: delay)) != nil else {
                return "cancelled: liftd is stopping (after \(attempt) attempts: \(result.reason))"
            }
            delay *= 2
            attempt += 1
        }
    }

    private func fields(_ entry: OutboxEntry) -> [String: String] {
        ["LIFTD_USE_CASE": entry.notifier, "LIFTD_SIGNAL": entry.signal, "LIFTD_CHAIN": entry.chain.map { "\($0)" } ?? ""]
    }
}
