import Glibc
import Synchronization

/// The listening socket as the server loop uses it: accepted from on the loop thread,
/// closed from any thread. A lock orders the two, so once `close` returns no client is
/// accepted any more and the descriptor number is never used again by mistake.
final class ListenerGate: Sendable {
    /// The token the listening socket has in the loop's poll.
    static let token: UInt64 = 1

    private struct State {
        var isOpen = true
        /// Accepting paused (out of descriptors) until then.
        var resumesAt: ContinuousClock.Instant?
    }

    private let listener: ListeningSocket
    private let poll: EventPoll
    private let state = Mutex(State())

    init(_ listener: ListeningSocket, poll: EventPoll) {
        self.listener = listener
        self.poll = poll
    }

    /// When paused accepting resumes, if it is paused.
    var resumesAt: ContinuousClock.Instant? { state.withLock { $0.resumesAt } }

    /// Has the poll report waiting clients.
    func watch() {
        state.withLock { state in
            if state.isOpen { poll.add(listener.descriptor, token: Self.token, interest: .input) }
        }
    }

    /// The next waiting client, close-on-exec and non-blocking, or `nil` when none is waiting
    /// or the socket is closed. When out of descriptors, accepting pauses until `pauseUntil`
    /// rather than spin.
    func acceptOne(pauseUntil: ContinuousClock.Instant) -> Int32? {
        state.withLock { state -> Int32? in
            guard state.isOpen, state.resumesAt == nil else { return nil }
            while true {
                let descriptor = accept(listener.descriptor, nil, nil)
                if descriptor >= 0 {
                    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                    return descriptor
                }
                switch errno {
                case EINTR, ECONNABORTED, EPROTO: continue
                case EAGAIN, EWOULDBLOCK: return nil
                default:
                    poll.modify(listener.descriptor, token: Self.token, interest: [])
                    state.resumesAt = pauseUntil
                    return nil
                }
            }
        }
    }

    /// Accepts again once a pause has run its course.
    func resumeIfDue(now: ContinuousClock.Instant) {
        state.withLock { state in
            guard let resumesAt = state.resumesAt, resumesAt <= now else { return }
            state.resumesAt = nil
            if state.isOpen { poll.modify(listener.descriptor, token: Self.token, interest: .input) }
        }
    }

    /// Stops accepting and closes the listening socket (removing the file this process
    /// created). Safe from any thread, and to call twice.
    func close() {
        state.withLock { state in
            guard state.isOpen else { return }
            state.isOpen = false
            poll.remove(listener.descriptor)
            listener.close()
        }
    }
}
