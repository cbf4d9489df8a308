import ControlProtocol

/// The rules of one client connection, as a value without I/O: it holds the connection's
/// state, the bytes read but not yet handled and the answer bytes not yet sent. Each event
/// (bytes arrived, an answer came, a deadline passed, …) is a mutating function of the
/// state and the current time, and says what the caller must do as an `Action`;
/// `ClientConnection` performs the actions on the socket and reports what came of them.
/// Time is always passed in, so every transition can be tested without a socket or a clock.
struct ConnectionStateMachine {
    /// What the connection must do next.
    enum Action: Equatable {
        /// Send `withPendingOutput`'s bytes; report with `sent`, `sendWouldBlock` or `failed`.
        case send
        /// Read at most `limit` bytes; report with `received`, `reachedEnd`,
        /// `receiveWouldBlock` or `failed`.
        case receive(limit: Int)
        /// Start answering `line`; the answer comes back through `answerArrived(serial:)`.
        case startRequest(RequestLine, serial: UInt64)
        /// Cancel the task answering the current request.
        case cancelRequest
        /// Have the poll report room to write, as well as input.
        case watchOutput
        /// Have the poll report input only.
        case stopWatchingOutput
        /// Close the socket (cancelling a request still running).
        case close
        /// Nothing until the poll reports something, an answer comes, or a deadline passes.
        case wait
    }

    let limits: ConnectionLimits
    var state: ConnectionState
    private(set) var input = InputReadiness.mayHaveInput
    private(set) var output = OutputReadiness.writable
    var lines: LineBuffer
    var pending = OutputQueue()
    /// Whether a subscriber reads its events (`ConnectionStateMachine+Events.swift`).
    var subscriberReading = SubscriberReading()
    private var requestsStarted: UInt64 = 0

    /// A connection accepted at `now`.
    init(limits: ConnectionLimits, now: LoopInstant) {
        self.limits = limits
        self.lines = LineBuffer(maximumLineLength: limits.maximumLineLength)
        self.state = .idle(until: now + limits.idleTimeout)
    }

    var isClosed: Bool {
        if case .closed = state { return true }
        return false
    }

    /// Whether answer bytes wait to be sent.
    var hasPendingOutput: Bool { pending.hasPending }

    /// Calls `body` with the answer bytes not yet sent.
    func withPendingOutput<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        pending.withPending(body)
    }

    /// The earliest deadline still ahead of the connection, which the loop must check then.
    var nextDeadline: LoopInstant? {
        var stall: LoopInstant?
        if case .blocked(let until) = output { stall = until }
        // The idle and line timers wait while an answer is being sent: the stall timer
        // watches that.
        let own: LoopInstant? = switch state {
        case .idle(let until), .receivingLine(let until): pending.hasPending ? nil : until
        case .answering(let request): request.deadline
        case .droppingSubscriber(let until): until
        case .subscribed: subscriberReading.deadline
        case .abandoning, .closing, .closed: nil
        }
        guard let own else { return stall }
        guard let stall else { return own }
        return min(own, stall)
    }

    /// The next step: send what is queued, then read and start the next request. `now` is
    /// when the loop turn began; while `isStopping`, no new request starts.
    mutating func nextAction(now: LoopInstant, isStopping: Bool) -> Action {
        if isClosed { return .wait }
        if pending.hasPending {
            if case .blocked = output { return .wait }
            return .send
        }
        if output != .writable {
            output = .writable
            return .stopWatchingOutput
        }
        switch state {
        case .closing, .droppingSubscriber:
            state = .closed
            return .close
        case .subscribed:
            return nextLineWhileSubscribed(now: now, isStopping: isStopping)
        case .answering, .abandoning, .closed:
            return .wait
        case .idle, .receivingLine:
            if isStopping {
                state = .closed
                return .close
            }
            return nextLine(now: now)
        }
    }

    /// Takes the next complete line: a request to start, a blank line to skip, or the need
    /// to read more.
    private mutating func nextLine(now: LoopInstant) -> Action {
        while true {
            switch lines.next() {
            case .line(let line) where line.isBlank:
                continue
            case .line(let line):
                return start(line, now: now)
            case .tooLong:
                return reject(.lineTooLong, "the request is longer than \(limits.maximumLineLength) bytes")
            case .needMore where input == .ended:
                guard let last = lines.takePartialLine(), !last.isBlank else {
                    state = .closed
                    return .close
                }
                return start(last, now: now)
            case .needMore where input == .drained:
                return .wait
            case .needMore:
                return .receive(limit: lines.readLimit)
            }
        }
    }

    private mutating func start(_ line: RequestLine, now: LoopInstant) -> Action {
        requestsStarted += 1
        state = .answering(InFlightRequest(serial: requestsStarted, line: line, deadline: now + limits.requestDeadline))
        return .startRequest(line, serial: requestsStarted)
    }

    /// Queues one error line, after which the connection closes.
    mutating func reject(_ code: ErrorCode, _ message: String) -> Action {
        pending.append(line: Response.failure(RequestError(code, message)))
        state = .closing
        return .send
    }
}

/// The events a connection reacts to, each a transition of `ConnectionStateMachine`.
extension ConnectionStateMachine {
    /// The poll reported input, or with `hangUp` the end of it or an error (a read reveals
    /// which).
    mutating func inputReported(hangUp: Bool) {
        switch input {
        case .ended, .endReported: return
        case .drained, .mayHaveInput: input = hangUp ? .endReported : .mayHaveInput
        }
    }

    /// The poll reported room to write.
    mutating func outputRoomReported() {
        if case .blocked = output { output = .unblocked }
    }

    /// `bytes` were read after a `receive(limit:)` action. A read shorter than `limit`
    /// emptied the socket (unless its end was reported: then no report follows, and reads
    /// go on). The first byte after a request, blank lines included, starts the line timer;
    /// no byte restarts it.
    mutating func received(_ bytes: UnsafeRawBufferPointer, limit: Int, now: LoopInstant) {
        lines.append(bytes)
        if bytes.count < limit, input != .endReported { input = .drained }
        if case .idle = state, !bytes.isEmpty { state = .receivingLine(until: now + limits.lineTimeout) }
    }

    /// A read met the end of the input.
    mutating func reachedEnd() {
        input = .ended
    }

    /// A read found nothing to read.
    mutating func receiveWouldBlock() {
        input = .drained
    }

    /// `count` pending bytes were sent.
    mutating func sent(_ count: Int) {
        pending.markSent(count)
    }

    /// The client's receive buffer is full: nothing more is sent until the poll reports
    /// room. Returns `.watchOutput` when the poll must be told to.
    mutating func sendWouldBlock(now: LoopInstant) -> Action {
        let stall = now + limits.idleTimeout
        switch output {
        case .writable:
            output = .blocked(until: stall)
            return .watchOutput
        case .unblocked:
            output = .blocked(until: stall)
            return .wait
        case .blocked:
            return .wait
        }
    }

    /// A read or write failed, or the client is gone: the connection closes at once.
    /// Returns `.close` unless it was closed already.
    mutating func failed() -> Action {
        if isClosed { return .wait }
        state = .closed
        return .close
    }

    /// The answer to request `serial` came: it is queued unless the request was abandoned.
    /// Returns whether it belonged to the current request (so its task has ended).
    mutating func answerArrived(serial: UInt64, answer: String, now: LoopInstant) -> Bool {
        switch state {
        case .answering(let request) where request.serial == serial:
            pending.append(line: answer)
        case .abandoning(let abandoned) where abandoned == serial:
            break
        default:
            return false
        }
        // Bytes of the next line that came with this request start its timer now.
        state = lines.hasPartialLine ? .receivingLine(until: now + limits.lineTimeout)
            : .idle(until: now + limits.idleTimeout)
        return true
    }

    /// Acts on the deadlines that have passed by `now`: a request past its deadline is
    /// answered `deadline-exceeded` and cancelled; a client that took no answer bytes
    /// since its buffer filled is closed; a client silent for the idle timeout, or whose
    /// line did not arrive whole within the line timeout, is told `idle-timeout` and closed;
    /// a subscriber that read nothing for the idle timeout while events waited is dropped.
    mutating func expire(now: LoopInstant) -> Action {
        if case .blocked(let until) = output, until <= now, pending.hasPending {
            return failed()
        }
        switch state {
        case .answering(let request) where request.deadline <= now:
            let error = RequestError(.deadlineExceeded, "no answer within \(limits.requestDeadline)",
                                     id: try? request.line.parse().id)
            pending.append(line: Response.failure(error))
            state = .abandoning(serial: request.serial)
            return .cancelRequest
        case .idle(let until) where until <= now && !pending.hasPending:
            return reject(.idleTimeout, "no request for \(limits.idleTimeout); closing")
        case .receivingLine(let until) where until <= now && !pending.hasPending:
            return reject(.idleTimeout, "no complete request line within \(limits.lineTimeout); closing")
        case .droppingSubscriber(let until) where until <= now:
            return failed()
        case .subscribed where readingDeadlinePassed(now: now):
            drop(reason: "the subscriber read nothing for \(limits.idleTimeout) while events waited for it", now: now)
            return .send
        default:
            return .wait
        }
    }

    /// Closes the connection now, whatever it was doing (the server is stopping and its
    /// grace period has passed). Returns `.close` unless it was closed already.
    mutating func closeNow() -> Action {
        failed()
    }
}
