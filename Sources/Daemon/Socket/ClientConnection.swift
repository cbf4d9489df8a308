import Glibc
import Synchronization

/// One accepted client, served on its own thread: it reads lines, has the handler answer them
/// one at a time, and writes the answers in request order. The thread owns the descriptor and
/// is the only one to close it; others only `shutdown` it to wake the thread.
final class ClientConnection: Sendable {
    let descriptor: Int32
    let peer: PeerCredentials
    private let settings: SocketSettings
    private let handler: ControlServer.Handler
    private let isStopping: @Sendable () -> Bool
    private let state = Mutex<State>(State())
    /// Runs this connection's request tasks on its thread.
    private let executor = ConnectionExecutor()

    /// What other threads may touch, guarded so none of them ever shuts down a descriptor
    /// after `serve` closed it (its number may already belong to another connection).
    private struct State {
        var task: Task<Void, Never>?
        var response: PendingResponse?
        var isForced = false
        var isClosed = false
    }

    init(descriptor: Int32, peer: PeerCredentials, settings: SocketSettings,
         handler: @escaping ControlServer.Handler, isStopping: @escaping @Sendable () -> Bool) {
        self.descriptor = descriptor
        self.peer = peer
        self.settings = settings
        self.handler = handler
        self.isStopping = isStopping
    }

    /// Serves the client until it leaves, misbehaves, idles out or the server stops; then
    /// closes the descriptor. Runs on the connection's dedicated thread.
    func serve() {
        defer {
            state.withLock { state in
                state.isClosed = true
                Glibc.close(descriptor)
            }
        }
        let stream = ClientStream(descriptor: descriptor)
        var buffer = LineBuffer(maximumLineLength: settings.maximumLineLength)
        var idleDeadline = ContinuousClock.now + settings.idleTimeout
        var atEnd = false
        while !isStopping() {
            switch buffer.next() {
            case .line(let line):
                guard line.isBlank || answer(line, on: stream) else { return }
                idleDeadline = .now + settings.idleTimeout
            case .tooLong:
                let limit = settings.maximumLineLength
                reject(.lineTooLong, "the request is longer than \(limit) bytes", on: stream)
                return
            case .needMore where atEnd:
                if let last = buffer.takePartialLine(), !last.isBlank { _ = answer(last, on: stream) }
                return
            case .needMore:
                switch stream.receive(into: &buffer, until: idleDeadline) {
                case .data: idleDeadline = .now + settings.idleTimeout
                case .endOfStream: atEnd = true
                case .timedOut:
                    reject(.idleTimeout, "no request for \(settings.idleTimeout); closing", on: stream)
                    return
                case .failed: return
                }
            }
        }
    }

    /// Wakes the thread if it waits for a request; a request being handled still finishes.
    func stopReading() {
        state.withLock { state in
            if !state.isClosed { shutdown(descriptor, Int32(SHUT_RD)) }
        }
    }

    /// Ends the connection now: cancels the request in flight and stops waiting for it.
    func forceClose() {
        let (task, response) = state.withLock { state in
            state.isForced = true
            if !state.isClosed { shutdown(descriptor, Int32(SHUT_RDWR)) }
            return (state.task, state.response)
        }
        task?.cancel()
        response?.abandon()
    }

    /// Has the handler answer `line` within the request deadline and sends the answer.
    /// Returns whether the connection may go on.
    private func answer(_ line: RequestLine, on stream: ClientStream) -> Bool {
        let response = PendingResponse(executor: executor)
        let handler = self.handler, peer = self.peer
        let task = Task(executorPreference: executor) {
            defer { response.taskEnded() }
            response.answer(await handler(line, peer))
        }
        let isForced = state.withLock { state in
            state.task = task
            state.response = response
            return state.isForced
        }
        if isForced { response.abandon() }
        let outcome = response.wait(timeout: settings.requestDeadline)
        state.withLock { $0.task = nil; $0.response = nil }
        switch outcome {
        case .answered(let text):
            response.waitForTaskToEnd()
            return stream.send(line: text, stallTimeout: settings.idleTimeout)
        case .timedOut:
            task.cancel()
            let error = RequestError(.deadlineExceeded, "no answer within \(settings.requestDeadline)",
                                     id: try? line.parse().id)
            let sent = stream.send(line: Response.failure(error), stallTimeout: settings.idleTimeout)
            response.waitForTaskToEnd()
            return sent
        case .abandoned:
            task.cancel()
            response.waitForTaskToEnd()
            return false
        }
    }

    private func reject(_ code: ErrorCode, _ message: String, on stream: ClientStream) {
        _ = stream.send(line: Response.failure(RequestError(code, message)), stallTimeout: settings.idleTimeout)
    }
}
