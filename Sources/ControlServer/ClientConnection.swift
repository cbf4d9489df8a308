import Glibc

/// One accepted client, driven by the server loop on the loop's thread. The rules (what to
/// read, when to answer, which deadline applies) are `ConnectionStateMachine`'s; this class
/// performs its actions on the socket and reports back what came of them. It never blocks:
/// when it must wait (for input, an answer, or room to write) it returns, and the loop calls
/// it again once that happened. Unanswered input is bounded by the longest allowed line, and
/// nothing is read while an answer is being written, so a client that sends without reading
/// costs bounded memory.
final class ClientConnection {
    /// How its loop's poll names it.
    let token: UInt64
    let descriptor: Int32
    let peer: PeerCredentials
    var machine: ConnectionStateMachine
    /// The task answering the current (or abandoned) request, until it ends.
    var requestTask: Task<Void, Never>?
    /// Whether it streams events since a `subscribe` (`EventSubscribers` knows it), holding a
    /// subscriber's place instead of a client slot.
    var isSubscriber = false

    init(token: UInt64, descriptor: Int32, peer: PeerCredentials, loop: ServerLoop) {
        self.token = token
        self.descriptor = descriptor
        self.peer = peer
        self.machine = ConnectionStateMachine(limits: ConnectionLimits(loop.settings), now: loop.now)
    }

    var isClosed: Bool { machine.isClosed }

    /// The poll reported `event` for this connection: it goes on as far as it can.
    func handle(_ event: EventPoll.Event, _ loop: ServerLoop) {
        if event.isReadable { machine.inputReported(hangUp: event.isHangUp) }
        if event.isWritable { machine.outputRoomReported() }
        advance(loop)
    }

    /// Sends what it can, then reads and starts the next request, until it must wait.
    func advance(_ loop: ServerLoop) {
        while perform(machine.nextAction(now: loop.now, isStopping: loop.isStopping), loop) {}
        loop.schedule(machine.nextDeadline)
    }

    /// The answer to request `serial` arrived: it is sent unless its deadline passed.
    func finish(serial: UInt64, answer: String, subscription: Set<String>? = nil, loop: ServerLoop) {
        take(serial: serial, answer: answer, subscription: subscription, loop: loop)
        advance(loop)
    }

    /// Queues the answer to request `serial` (or starts the subscription it accepted),
    /// unless its deadline passed.
    private func take(serial: UInt64, answer: String, subscription: Set<String>?, loop: ServerLoop) {
        if let subscription {
            subscribe(serial: serial, acknowledgement: answer, events: subscription, loop: loop)
        } else if machine.answerArrived(serial: serial, answer: answer, now: loop.now) {
            requestTask = nil
        }
    }

    /// Acts on every deadline that has passed, and schedules the next one.
    func expire(_ loop: ServerLoop) {
        if machine.readingDeadlinePassed(now: loop.now) { reportUnread(loop) }
        _ = perform(machine.expire(now: loop.now), loop)
        advance(loop)
    }

    /// Closes the connection now, cancelling the request in flight.
    func close(_ loop: ServerLoop) {
        _ = perform(machine.closeNow(), loop)
    }

    /// Does what the state machine asked; `true` when it may go on at once.
    private func perform(_ action: ConnectionStateMachine.Action, _ loop: ServerLoop) -> Bool {
        switch action {
        case .send:
            return send(loop)
        case .receive(let limit):
            return receive(limit: limit, loop)
        case .startRequest(let line, let serial):
            switch loop.startRequest(line, serial: serial, for: self) {
            case .running(let task): requestTask = task
            case .answered(let answer, let subscription): take(serial: serial, answer: answer, subscription: subscription, loop: loop)
            }
            return true
        case .cancelRequest:
            requestTask?.cancel()
            return true
        case .watchOutput:
            loop.poll.modify(descriptor, token: token, interest: [.input, .output, .edges])
            return true
        case .stopWatchingOutput:
            loop.poll.modify(descriptor, token: token, interest: [.input, .edges])
            return true
        case .close:
            requestTask?.cancel()
            requestTask = nil
            Glibc.close(descriptor)
            return false
        case .wait:
            return false
        }
    }

    /// Reads what is available, at most `limit` bytes, taking them out of the socket: bytes
    /// left there would count against the client's send buffer and could stall a client
    /// that writes its line in small pieces.
    private func receive(limit: Int, _ loop: ServerLoop) -> Bool {
        let limit = max(1, min(limit, loop.receiveBuffer.count))
        while true {
            let buffer = loop.receiveBuffer
            let count = Glibc.recv(descriptor, buffer.baseAddress, limit, 0)
            if count > 0 {
                machine.received(UnsafeRawBufferPointer(rebasing: buffer.prefix(count)), limit: limit, now: loop.now)
                return true
            }
            if count == 0 {
                machine.reachedEnd()
                return true
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                machine.receiveWouldBlock()
                return true
            default: return perform(machine.failed(), loop)
            }
        }
    }

    /// Sends what is queued, as much as the client's buffer takes. Around each send to a
    /// subscriber it reports what the client has not read yet (`SubscriberReading`).
    private func send(_ loop: ServerLoop) -> Bool {
        let isSubscribed = machine.isSubscribed
        if isSubscribed { reportUnread(loop) }
        let count = machine.withPendingOutput { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count > 0 {
            machine.sent(count)
            if isSubscribed { reportUnread(loop) }
            return true
        }
        guard count < 0 else { return perform(machine.failed(), loop) }
        switch errno {
        case EINTR: return true
        case EAGAIN, EWOULDBLOCK:
            _ = perform(machine.sendWouldBlock(now: loop.now), loop)
            return true
        default: return perform(machine.failed(), loop)
        }
    }

    /// Tells the machine how much of what was sent the client has not read (`SIOCOUTQ`);
    /// says nothing where the kernel does not tell.
    private func reportUnread(_ loop: ServerLoop) {
        var unread: Int32 = 0
        // SIOCOUTQ is TIOCOUTQ on Linux (linux/sockios.h); Glibc exports only the latter.
        guard ioctl(descriptor, UInt(TIOCOUTQ), &unread) == 0 else { return }
        machine.unreadReported(Int(unread), now: loop.now)
    }
}
