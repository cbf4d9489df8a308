import ControlProtocol

extension ServerLoop {
    /// The answer to `line` from `peer`: a `subscribe` request is decided here (with the
    /// events it streams when accepted), every other line by `handler`.
    static func answer(
        _ line: RequestLine, from peer: PeerCredentials, handler: ControlServer.Handler, subscribers: EventSubscribers?,
        isAdmin: ControlServer.AdminCheck
    ) async -> (answer: String, subscription: Set<String>?) {
        guard let subscribers, line.maySubscribe else { return (await handler(line, peer), nil) }
        switch await SubscriptionDecision.decide(line, from: peer, subscribers: subscribers, isAdmin: isAdmin) {
        case .notSubscription: return (await handler(line, peer), nil)
        case .refused(let answer): return (answer, nil)
        case .accepted(let acknowledgement, let events): return (acknowledgement, events)
        }
    }

    /// Queues the event `line` for the subscriber `token`, if it is still connected here.
    /// Runs on the loop thread (`EventSubscribers.publish` posts it).
    func deliverEvent(_ line: String, to token: UInt64) {
        guard let connection = connections[token] else { return }
        connection.deliverEvent(line, self)
        forgetIfClosed(connection)
    }
}

extension ClientConnection {
    /// The `subscribe` request `serial` was accepted with its `acknowledgement`: the
    /// connection streams `events` from now on, holding its place among the subscribers
    /// instead of its client slot, which it gives back. If the request was abandoned
    /// meanwhile, its place among the subscribers is given back and the answer dropped.
    func subscribe(serial: UInt64, acknowledgement: String, events: Set<String>, loop: ServerLoop) {
        guard let subscribers = loop.shared.subscribers else { return }
        if machine.subscriptionStarted(serial: serial, acknowledgement: acknowledgement, queueLimit: subscribers.queueLimit) {
            requestTask = nil
            isSubscriber = true
            subscribers.register(token, on: loop, events: events)
            loop.shared.release(peer)
        } else {
            subscribers.cancelReservation()
            if machine.answerArrived(serial: serial, answer: acknowledgement, now: loop.now) { requestTask = nil }
        }
    }

    /// Queues an event line and sends what it can.
    func deliverEvent(_ line: String, _ loop: ServerLoop) {
        machine.eventArrived(line, now: loop.now)
        advance(loop)
    }
}
