import ControlProtocol

/// The transitions of a connection that streams events (`subscribe`): confirmed, an event
/// queued, a subscriber that falls behind dropped, request lines refused. Like the rest of
/// the machine they take the time as an argument and do no I/O.
extension ConnectionStateMachine {
    /// How long a dropped subscriber's last line may wait for room before it is closed.
    static let dropGrace = Duration.seconds(5)

    /// Whether the connection streams events (or is being dropped for falling behind).
    var isSubscriber: Bool {
        switch state {
        case .subscribed, .droppingSubscriber: true
        default: false
        }
    }

    /// The `subscribe` request `serial` was accepted: `acknowledgement` is queued and the
    /// connection streams events from now on, with at most `queueLimit` bytes waiting.
    /// Returns `false`, changing nothing, when `serial` is not the request being answered
    /// (its deadline passed): then it is an answer like any other (`answerArrived`).
    mutating func subscriptionStarted(serial: UInt64, acknowledgement: String, queueLimit: Int) -> Bool {
        guard case .answering(let request) = state, request.serial == serial else { return false }
        pending.append(line: acknowledgement)
        state = .subscribed(queueLimit: queueLimit)
        return true
    }

    /// An event line for the subscriber. It is queued if the queue stays within its limit;
    /// otherwise the queue is thrown away (all but the rest of a line partly sent), a last
    /// `dropped` line is queued, and the connection closes once that is sent or
    /// `dropGrace` has passed. Ignored unless subscribed.
    mutating func eventArrived(_ line: String, now: LoopInstant) {
        guard case .subscribed(let queueLimit) = state else { return }
        if pending.pendingByteCount + line.utf8.count + 1 <= queueLimit {
            pending.append(line: line)
            return
        }
        drop(reason: "the subscriber did not read its events: more than \(queueLimit) bytes waited",
             alsoDiscarded: line.utf8.count + 1, now: now)
    }

    /// Whether the connection streams events and is not being dropped.
    var isSubscribed: Bool {
        if case .subscribed = state { return true }
        return false
    }

    /// The kernel holds `bytes` (in its own units) sent to the subscriber and not yet read
    /// (`SubscriberReading`). Ignored unless subscribed.
    mutating func unreadReported(_ bytes: Int, now: LoopInstant) {
        guard isSubscribed else { return }
        subscriberReading.unreadReported(bytes, isQueued: pending.hasPending, now: now, timeout: limits.idleTimeout)
    }

    /// Whether the subscriber's reading deadline has passed: the connection reports what the
    /// kernel holds unread before the deadline is acted on (`unreadReported`).
    func readingDeadlinePassed(now: LoopInstant) -> Bool {
        guard isSubscribed, let deadline = subscriberReading.deadline else { return false }
        return deadline <= now
    }

    /// Throws the queue away (all but the rest of a line partly sent), queues a last `dropped`
    /// line saying `reason` and counting `alsoDiscarded` bytes never queued, and closes once
    /// that is sent or `dropGrace` has passed.
    mutating func drop(reason: String, alsoDiscarded: Int = 0, now: LoopInstant) {
        let discarded = pending.discardUnbegunLines() + alsoDiscarded
        pending.append(line: EventLine.dropped(reason: reason, discardedBytes: discarded))
        state = .droppingSubscriber(until: now + Self.dropGrace)
    }

    /// The next step of a subscribed connection whose queue is sent: read, and refuse every
    /// request line with one `request-refused` line (queued like an event, so a client that
    /// sends without reading is dropped too). The end of the input ends the subscription;
    /// so does the server stopping.
    mutating func nextLineWhileSubscribed(now: LoopInstant, isStopping: Bool) -> Action {
        if isStopping {
            state = .closed
            return .close
        }
        while true {
            switch lines.next() {
            case .line(let line) where line.isBlank:
                continue
            case .line(let line):
                let error = RequestError(
                    .subscribed, "this connection streams events since 'subscribe'; send requests on another connection",
                    id: try? line.parse().id)
                eventArrived(EventLine.refusal(error), now: now)
                return .send
            case .tooLong:
                pending.append(line: EventLine.refusal(RequestError(
                    .lineTooLong, "the request is longer than \(limits.maximumLineLength) bytes")))
                state = .closing
                return .send
            case .needMore where input == .ended:
                state = .closed
                return .close
            case .needMore where input == .drained:
                return .wait
            case .needMore:
                return .receive(limit: lines.readLimit)
            }
        }
    }
}
