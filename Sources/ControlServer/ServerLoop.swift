import CLinux
import ControlProtocol
import Glibc

/// One of the control socket's event loops: a thread that waits in epoll for its clients
/// (and, for the first loop, the listening socket), reads and writes them without blocking,
/// and runs their request tasks (`LoopExecutor`). Pings are thus answered without a thread
/// switch per request, and a loop wakes only for I/O, posted work, or its next deadline.
/// The server runs one loop per processor it may use but one (`AllowedProcessors`), so the
/// socket work spreads over them and its clients keep a processor; the kernel places each
/// loop thread as it does any other.
///
/// Its mutable state is touched only on the loop thread; other threads reach the loop
/// through `executor.post` and the shared listener gate, which is why it may be shared.
final class ServerLoop: @unchecked Sendable {
    let poll: EventPoll
    let executor: LoopExecutor
    let shared: SharedServerState
    /// Its place among the server's loops; the first accepts clients.
    let index: Int
    /// The loops the accepting loop hands clients to, this one included.
    var handOffTargets = LoopRing()
    /// Scratch space for reads, shared by all connections (they are served one at a time).
    /// Allocated once, and not an array: reads into it need no uniqueness or exclusivity check.
    let receiveBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    private(set) var timers = LoopTimers(now: .now)
    private(set) var phase = LoopPhase.serving
    var connections = ConnectionTable()
    /// Request tasks started and not yet ended; the loop runs until none is left.
    private var liveTasks = 0
    /// Whether `startRequest` is running a new task's first steps, and what the task
    /// answered if it ended meanwhile (both touched on this thread only).
    private var isStartingRequest = false
    private var endedWhileStarting: EndedRequest?

    init(index: Int, shared: SharedServerState) throws(SocketSetupError) {
        self.index = index
        self.shared = shared
        self.poll = try EventPoll(path: shared.listener.path)
        self.executor = LoopExecutor(poll: poll)
    }

    deinit {
        receiveBuffer.deallocate()
    }

    var settings: SocketSettings { shared.settings }
    var isAccepting: Bool { index == 0 }
    var isStopping: Bool {
        if case .serving = phase { return false }
        return true
    }
    /// When the current loop turn began: deadlines are measured from it.
    var now: LoopInstant { timers.now }

    /// Serves until stopped and every connection and request task has ended.
    func run() {
        executor.becomeLoopThread()
        liftd_name_current_thread("liftd-socket-\(index)")
        // A loop runs briefly and often; with a short slice it is not preempted by each client
        // it wakes. Where the kernel cannot do this the loop runs as before.
        _ = liftd_request_short_slice(100_000)
        var events = [epoll_event](repeating: epoll_event(), count: 64)
        var ready: [EventPoll.Event] = []
        ready.reserveCapacity(events.count)
        if isAccepting { shared.listener.watch(with: poll) }
        // The clock is read once a turn, when the wait ends: what the turn runs is measured
        // from then.
        timers.now = .now
        while true {
            executor.runPending()
            if isStopping, connections.isEmpty, liveTasks == 0 { break }
            let timeout = executor.prepareToSleep() ? timers.millisecondsUntilNextCheck : 0
            poll.wait(into: &events, ready: &ready, milliseconds: timeout)
            executor.finishedSleeping()
            timers.now = .now
            for event in ready {
                if event.token == ListenerGate.token {
                    acceptClients()
                } else if let connection = connections[event.token] {
                    connection.handle(event, self)
                    forgetIfClosed(connection)
                    // Answer what was just read before reading the next client, so each
                    // client waits only for its own request.
                    executor.runPending()
                }
            }
            if timers.takeDueCheck() { expireDeadlines() }
        }
        shared.lifecycle.loopEnded()
    }

    /// Makes sure the loop checks deadlines no later than `deadline`.
    func schedule(_ deadline: LoopInstant?) {
        timers.schedule(deadline)
    }

    /// Starts a task answering `line` for `connection`. The task starts at once on this thread
    /// and runs until it first waits; a request it answers before that (a chain that finds the
    /// store idle and stays in memory, such as `ping`'s) comes back as `.answered`, with no
    /// job queued and nothing posted. Any later answer comes back on this thread
    /// (`finishRequest`).
    func startRequest(_ line: RequestLine, serial: UInt64, for connection: ClientConnection) -> RequestStart {
        liveTasks += 1
        let token = connection.token, peer = connection.peer, handler = shared.handler, subscribers = shared.subscribers
        let isAdmin = shared.isAdmin
        isStartingRequest = true
        let task = Task.immediateDetached(executorPreference: executor) {
            let (answer, subscription) = await ServerLoop.answer(
                line, from: peer, handler: handler, subscribers: subscribers, isAdmin: isAdmin)
            self.requestEnded(EndedRequest(token: token, serial: serial, answer: answer, subscription: subscription))
        }
        isStartingRequest = false
        guard let ended = endedWhileStarting else { return .running(task) }
        endedWhileStarting = nil
        liveTasks -= 1
        return .answered(answer: ended.answer, subscription: ended.subscription)
    }

    /// A request task has its answer: kept for `startRequest` when the task ended before it
    /// returned, handed to `finishRequest` on this thread otherwise.
    private func requestEnded(_ ended: EndedRequest) {
        if executor.isLoopThread, isStartingRequest {
            endedWhileStarting = ended
        } else {
            executor.post { self.finishRequest(ended) }
        }
    }

    /// Starts no new request from now on; connections close once their request is answered.
    /// With a grace period, connections still open when it ends are closed and their
    /// requests cancelled. Runs on the loop thread (post it).
    func beginStopping(gracePeriod: Duration?) {
        if case .stopping(let closingAllAt?) = phase {
            schedule(closingAllAt)
        } else {
            let closingAllAt = gracePeriod.map { now + $0 }
            phase = .stopping(closingAllAt: closingAllAt)
            schedule(closingAllAt)
        }
        for connection in connections.all {
            connection.advance(self)
            forgetIfClosed(connection)
        }
    }

    private func finishRequest(_ ended: EndedRequest) {
        liveTasks -= 1
        guard let connection = connections[ended.token] else {
            if ended.subscription != nil { shared.subscribers?.cancelReservation() }
            return
        }
        connection.finish(serial: ended.serial, answer: ended.answer, subscription: ended.subscription, loop: self)
        forgetIfClosed(connection)
    }

    /// Takes on `descriptor`, a client of `peer` the accepting loop gave a slot and handed over.
    func admit(_ descriptor: Int32, peer: PeerCredentials) {
        guard !isStopping else {
            Glibc.close(descriptor)
            shared.release(peer)
            return
        }
        let connection = connections.add { token in
            ClientConnection(token: token, descriptor: descriptor, peer: peer, loop: self)
        }
        poll.add(descriptor, token: connection.token, interest: [.input, .edges])
        connection.advance(self)
        forgetIfClosed(connection)
    }

    func forgetIfClosed(_ connection: ClientConnection) {
        guard connection.isClosed, connections.remove(connection) else { return }
        // A subscriber gave its client slot back when it subscribed.
        if connection.isSubscriber {
            shared.subscribers?.remove(connection.token, on: self)
        } else {
            shared.release(connection.peer)
        }
    }

    private func expireDeadlines() {
        if case .stopping(let closingAllAt?) = phase {
            if closingAllAt <= now {
                for connection in connections.all { connection.close(self) }
                phase = .stopping(closingAllAt: nil)
            } else {
                schedule(closingAllAt)
            }
        }
        for connection in connections.all {
            connection.expire(self)
            forgetIfClosed(connection)
        }
        if isAccepting {
            shared.listener.resumeIfDue(now: now, poll: poll)
            schedule(shared.listener.resumesAt)
        }
    }
}

/// How `ServerLoop.startRequest` left a request: answered already, or with its task running.
enum RequestStart {
    case answered(answer: String, subscription: Set<String>?)
    case running(Task<Void, Never>)
}

/// A request task's answer, for the connection `token` names.
struct EndedRequest: Sendable {
    let token: UInt64
    let serial: UInt64
    let answer: String
    /// The events a `subscribe` request was accepted for.
    let subscription: Set<String>?
}
