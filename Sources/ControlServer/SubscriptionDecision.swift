import ControlProtocol

/// What became of a request line that may be `subscribe`: not one (answer it as any other
/// request), refused (answer with the error line), or accepted: confirm with the
/// acknowledgement line and stream `events` from then on.
enum SubscriptionDecision: Sendable {
    case notSubscription
    case refused(answer: String)
    case accepted(acknowledgement: String, events: Set<String>)

    /// Decides on `line` from `peer`: a `subscribe` request is checked by `subscribers`
    /// (access, event names) and given a place if one is free (the last only if `isAdmin`).
    static func decide(
        _ line: RequestLine, from peer: PeerCredentials, subscribers: EventSubscribers, isAdmin: ControlServer.AdminCheck
    ) async -> Self {
        guard line.maySubscribe, let request = try? line.parse(), request.signal == EventLine.subscribeSignal else {
            return .notSubscription
        }
        switch await subscribers.check(request, peer) {
        case .failure(let error):
            return .refused(answer: Response.failure(error))
        case .success(let events):
            if let refusal = subscribers.reserve(isAdmin: { isAdmin(peer) }) {
                return .refused(answer: Response.failure(subscribers.error(for: refusal, id: request.id)))
            }
            return .accepted(acknowledgement: EventLine.subscribed(to: events, id: request.id), events: Set(events))
        }
    }
}
