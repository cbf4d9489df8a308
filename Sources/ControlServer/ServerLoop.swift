import CLinux
import ControlProtocol
import DurationUnits
import Glibc
import Synchronization

/// One of the control socket's event loops: a thread that waits in epoll for its clients
/// (and, for the first loop, the listening socket), reads and writes them without blocking,
/// and runs their request tasks (`LoopExecutor`). Pings are thus answered without a thread
/// switch per request, and a loop wakes only for I/O, posted work, or its next deadline.
/// The server runs one loop per processor it may use (`AllowedProcessors`), so the socket
/// work spreads over them; the kernel places each loop thread as it does any other.
///
/// Its mutable state is touched only on the loop thread; other threads reach the loop
/// through `executor.post` and the shared listener gate, which is why it may be shared.
final class ServerLoop: @unchecked Sendable {
    let settings: SocketSettings
    let poll: EventPoll
    let executor: LoopExecutor
    let shared: SharedServerState
    /// Its place among the server's loops; the first accepts clients.
    let index: Int
    /// Every loop of the server, this one included, in order; set before the loops run.
    var siblings: [WeakServerLoop] = []
    var nextAcceptTarget = 0
    var isAccepting: Bool { index == 0 }
    /// When the current loop turn began: deadlines are measured from it.
    private(set) var now = ContinuousClock.now
    private(set) var isStopping = false
    /// Scratch space for reads, shared by all connections (they are served one at a time).
    var receiveBuffer = [UInt8](repeating: 0, count: 65_536)

    private let handler: ControlServer.Handler
    private var connections: [UInt64: ClientConnection] = [:]
    private var nextToken = ListenerGate.token + 1
    private var nextSerial: UInt64 = 0
    private var liveTasks = 0
    private var nextTimerCheck: ContinuousClock.Instant?
    private var stopDeadline: ContinuousClock.Instant?

    init(index: Int, shared: SharedServerState, settings: SocketSettings, handler: @escaping ControlServer.Handler)
        throws(SocketSetupError) {
        self.index = index
        self.shared = shared
        self.settings = settings
        self.handler = handler
        self.poll = try EventPoll(path: shared.listener.path)
        self.executor = LoopExecutor(poll: poll)
    }

    /// Serves until stopped and every connection and request task has ended.
    func run() {
        liftd_name_current_thread("liftd-socket-\(index)")
        // A loop runs briefly and often; with a short slice it is not preempted by each client
        // it wakes. Where the kernel cannot do this the loop runs as before.
        _ = liftd_request_short_slice(100_000)
        var events = [epoll_event](repeating: epoll_event(), count: 64)
        var ready: [EventPoll.Event] = []
        ready.reserveCapacity(events.count)
        if isAccepting { shared.listener.watch(with: poll) }
        while true {
            now = .now
            executor.runPending()
            if isStopping, connections.isEmpty, liveTasks == 0 { break }
            let timeout = executor.prepareToSleep() ? millisecondsUntilNextCheck() : 0
            poll.wait(into: &events, ready: &ready, milliseconds: timeout)
            executor.finishedSleeping()
            now = .now
            for event in ready {
                if event.token == ListenerGate.token {
                    acceptClients()
                } else if let connection = connections[event.token] {
                    if event.isReadable { connection.inputMayBeWaiting(hangUp: event.isHangUp) }
                    connection.advance(self)
                    forgetIfClosed(connection)
                    // Answer what was just read before reading the next client, so each
                    // client waits only for its own request.
                    executor.runPending()
                }
            }
            if let check = nextTimerCheck, check <= now { expireDeadlines() }
        }
        shared.lifecycle.loopEnded()
    }

    /// Makes sure the loop checks deadlines no later than `deadline`.
    func schedule(_ deadline: ContinuousClock.Instant) {
        if nextTimerCheck.map({ deadline < $0 }) ?? true { nextTimerCheck = deadline }
    }

    /// Starts a task answering `line` for `connection`; its answer comes back on this thread.
    func startRequest(_ line: RequestLine, for connection: ClientConnection) -> InFlightRequest {
        nextSerial += 1
        liveTasks += 1
        let serial = nextSerial, token = connection.token, peer = connection.peer, handler = self.handler
        let task = Task(executorPreference: executor) {
            let answer = await handler(line, peer)
            self.executor.post { self.finishRequest(token: token, serial: serial, answer: answer) }
        }
        let deadline = now + settings.requestDeadline
        schedule(deadline)
        return InFlightRequest(serial: serial, line: line, deadline: deadline, task: task)
    }

    /// Starts no new request from now on; connections close once their request is answered.
    /// With a grace period, connections still open when it ends are closed and their
    /// requests cancelled. Runs on the loop thread (post it).
    func beginStopping(gracePeriod: Duration?) {
        isStopping = true
        if let gracePeriod, stopDeadline == nil {
            let deadline = now + gracePeriod
            stopDeadline = deadline
            schedule(deadline)
        }
        for connection in connections.values {
            connection.advance(self)
            forgetIfClosed(connection)
        }
    }

    private func finishRequest(token: UInt64, serial: UInt64, answer: String) {
        liveTasks -= 1
        guard let connection = connections[token] else { return }
        connection.finish(serial: serial, answer: answer, loop: self)
        forgetIfClosed(connection)
    }

    /// Takes on `descriptor`, a client the accepting loop handed over.
    func admit(_ descriptor: Int32) {
        guard !isStopping, let peer = PeerCredentials(ofPeerOn: descriptor) else {
            Glibc.close(descriptor)
            shared.clientCount.subtract(1, ordering: .relaxed)
            return
        }
        let connection = ClientConnection(token: nextToken, descriptor: descriptor, peer: peer, loop: self)
        nextToken += 1
        connections[connection.token] = connection
        poll.add(descriptor, token: connection.token, interest: [.input, .edges])
        connection.advance(self)
        forgetIfClosed(connection)
    }

    private func forgetIfClosed(_ connection: ClientConnection) {
        guard connection.isClosed, connections.removeValue(forKey: connection.token) != nil else { return }
        shared.clientCount.subtract(1, ordering: .relaxed)
    }

    private func expireDeadlines() {
        nextTimerCheck = nil
        if let stopDeadline, stopDeadline <= now {
            for connection in connections.values { connection.close() }
            self.stopDeadline = nil
        }
        if let stopDeadline { schedule(stopDeadline) }
        for connection in connections.values {
            if let deadline = connection.expire(now: now, loop: self) { schedule(deadline) }
            forgetIfClosed(connection)
        }
        if isAccepting {
            shared.listener.resumeIfDue(now: now, poll: poll)
            if let resume = shared.listener.resumesAt { schedule(resume) }
        }
    }

    private func millisecondsUntilNextCheck() -> Int32 {
        guard let nextTimerCheck else { return -1 }
        return Int32(clamping: max(0, now.duration(to: nextTimerCheck).roundedUpMilliseconds))
    }
}
