import ControlProtocol
import Glibc

/// One accepted client, driven by the server loop on the loop's thread: it reads request
/// lines, has them answered one at a time, and sends the answers back in request order. It
/// never blocks; when it must wait (for input, an answer, or room to write) it returns, and
/// the loop calls it again once that happened. Unanswered input is bounded by the longest
/// allowed line, and nothing is read while an answer is being written, so a client that
/// sends without reading costs bounded memory.
final class ClientConnection {
    /// How its loop's poll names it.
    let token: UInt64
    let descriptor: Int32
    let peer: PeerCredentials
    private(set) var isClosed = false
    private(set) var request: InFlightRequest?
    private var input: LineBuffer
    private var output = OutputQueue()
    /// Set by an input edge, cleared once a read finds nothing more: the socket is
    /// edge-triggered, so no further report comes until new bytes arrive.
    private var mayHaveInput = true
    /// The poll reported that the client stopped sending (or failed): no edge will follow,
    /// so reads go on until they meet the end.
    private var hangUpReported = false
    private var atEnd = false
    private var closesWhenFlushed = false
    private var isWatchingOutput = false
    private var idleDeadline: ContinuousClock.Instant
    private var stallDeadline: ContinuousClock.Instant?

    init(token: UInt64, descriptor: Int32, peer: PeerCredentials, loop: ServerLoop) {
        self.token = token
        self.descriptor = descriptor
        self.peer = peer
        self.input = LineBuffer(maximumLineLength: loop.settings.maximumLineLength)
        self.idleDeadline = loop.now + loop.settings.idleTimeout
        loop.schedule(idleDeadline)
    }

    /// The poll reported input, or with `hangUp` the end of it or an error, which a read then
    /// reveals.
    func inputMayBeWaiting(hangUp: Bool) {
        mayHaveInput = true
        if hangUp { hangUpReported = true }
    }

    /// Sends what it can, then reads and starts the next request, until it must wait.
    func advance(_ loop: ServerLoop) {
        while !isClosed {
            guard flush(loop) else { return close() }
            if output.hasPending || request != nil { return }
            if closesWhenFlushed || loop.isStopping { return close() }
            switch input.next() {
            case .line(let line):
                if !line.isBlank { request = loop.startRequest(line, for: self) }
            case .tooLong:
                reject(.lineTooLong, "the request is longer than \(loop.settings.maximumLineLength) bytes")
            case .needMore where atEnd:
                guard let last = input.takePartialLine(), !last.isBlank else { return close() }
                request = loop.startRequest(last, for: self)
            case .needMore:
                guard mayHaveInput else { return }
                guard receive(loop) else { return close() }
            }
        }
    }

    /// The answer to request `serial` arrived: it is sent unless its deadline passed.
    func finish(serial: UInt64, answer: String, loop: ServerLoop) {
        guard let current = request, current.serial == serial else { return }
        request = nil
        if !current.isTimedOut { output.append(line: answer) }
        idleDeadline = loop.now + loop.settings.idleTimeout
        loop.schedule(idleDeadline)
        advance(loop)
    }

    /// Acts on every deadline that has passed by `now`; returns the next one still ahead.
    func expire(now: ContinuousClock.Instant, loop: ServerLoop) -> ContinuousClock.Instant? {
        if var current = request, !current.isTimedOut, current.deadline <= now {
            current.task.cancel()
            current.isTimedOut = true
            request = current
            let error = RequestError(.deadlineExceeded, "no answer within \(loop.settings.requestDeadline)",
                                     id: try? current.line.parse().id)
            output.append(line: Response.failure(error))
            advance(loop)
        }
        if output.hasPending, let stallDeadline, stallDeadline <= now {
            close()
        }
        if !isClosed, request == nil, !output.hasPending, !closesWhenFlushed, idleDeadline <= now {
            reject(.idleTimeout, "no request for \(loop.settings.idleTimeout); closing")
            advance(loop)
        }
        guard !isClosed else { return nil }
        let pending = request.flatMap { $0.isTimedOut ? nil : $0.deadline }
        return [pending, output.hasPending ? stallDeadline : idleDeadline].compactMap { $0 }.min()
    }

    /// Closes the connection now, cancelling the request in flight.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        request?.task.cancel()
        Glibc.close(descriptor)
    }

    /// Queues one error line, after which the connection closes.
    private func reject(_ code: ErrorCode, _ message: String) {
        output.append(line: Response.failure(RequestError(code, message)))
        closesWhenFlushed = true
    }

    /// Reads what is available into the line buffer; `false` when the connection failed.
    private func receive(_ loop: ServerLoop) -> Bool {
        let limit = max(1, min(input.readLimit, loop.receiveBuffer.count))
        while true {
            let count = loop.receiveBuffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count > 0 {
                loop.receiveBuffer.withUnsafeBytes { input.append(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                // A short read emptied the socket; new bytes will bring a new edge. An end
                // already reported brings none, so it must still be read.
                if count < limit, !hangUpReported { mayHaveInput = false }
                idleDeadline = loop.now + loop.settings.idleTimeout
                return true
            }
            if count == 0 {
                atEnd = true
                return true
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                mayHaveInput = false
                return true
            default: return false
            }
        }
    }

    /// Sends what is queued, watching for room to write when the client's buffer is full;
    /// `false` when the client is gone.
    private func flush(_ loop: ServerLoop) -> Bool {
        while output.hasPending {
            let count = output.send { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                stallDeadline = nil
                continue
            }
            guard count < 0 else { return false }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                if !isWatchingOutput {
                    isWatchingOutput = loop.poll.modify(descriptor, token: token, interest: [.input, .output, .edges])
                }
                if stallDeadline == nil {
                    let deadline = loop.now + loop.settings.idleTimeout
                    stallDeadline = deadline
                    loop.schedule(deadline)
                }
                return true
            default: return false
            }
        }
        if isWatchingOutput {
            loop.poll.modify(descriptor, token: token, interest: [.input, .edges])
            isWatchingOutput = false
        }
        stallDeadline = nil
        return true
    }
}
