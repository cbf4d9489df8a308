import Glibc
import Synchronization

/// The listening socket as the server loops use it: accepted from on the accepting loop's
/// thread, closed from any thread. A lock orders the two, so once `close` returns no client
/// is accepted any more and the descriptor number is never used again by mistake.
final class ListenerGate: Sendable {
    /// The token the listening socket has in the accepting loop's poll.
    static let token: UInt64 = 1

    private struct State {
        var isOpen = true
        /// The poll that watches the socket, once one does.
        var poll: EventPoll?
        /// Accepting paused (out of descriptors) until then.
        var resumesAt: LoopInstant?
    }

    /// The path shown in messages.
    let path: String
    private let listener: ListeningSocket
    private let state = Mutex(State())

    init(_ listener: ListeningSocket) {
        self.listener = listener
        self.path = listener.path ?? "fd \(listener.descriptor)"
    }

    /// When paused accepting resumes, if it is paused.
    var resumesAt: LoopInstant? { state.withLock { $0.resumesAt } }

    /// Has `poll` report waiting clients.
    func watch(with poll: EventPoll) {
        state.withLock { state in
            guard state.isOpen else { return }
            state.poll = poll
            poll.add(listener.descriptor, token: Self.token, interest: .input)
        }
    }

    /// Accepts every waiting client, close-on-exec and non-blocking, and passes each to
    /// `handOff` while the lock is held. When out of descriptors, accepting pauses until
    /// `pauseUntil` rather than spin.
    func acceptEach(pauseUntil: LoopInstant, poll: EventPoll, handOff: (Int32) -> Void) {
        state.withLock { state in
            guard state.isOpen, state.resumesAt == nil else { return }
            while true {
                let descriptor = accept(listener.descriptor, nil, nil)
                if descriptor >= 0 {
                    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
                    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                    handOff(descriptor)
                    continue
                }
                switch errno {
                case EINTR, ECONNABORTED, EPROTO: continue
                case EAGAIN, EWOULDBLOCK: return
                default:
                    poll.modify(listener.descriptor, token: Self.token, interest: [])
                    state.resumesAt = pauseUntil
                    return
                }
            }
        }
    }

    /// Accepts again once a pause has run its course.
    func resumeIfDue(now: LoopInstant, poll: EventPoll) {
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
            state.poll?.remove(listener.descriptor)
            state.poll = nil
            listener.close()
        }
    }
}
