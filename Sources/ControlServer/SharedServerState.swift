import Synchronization

/// What the server's loops share: the listening socket, the lifecycle, and the number of
/// connected clients (counted when a client is accepted, so the limit holds across loops).
final class SharedServerState: Sendable {
    let listener: ListenerGate
    let lifecycle: ServerLifecycle
    let clientCount = Atomic(0)

    init(listener: ListenerGate, lifecycle: ServerLifecycle) {
        self.listener = listener
        self.lifecycle = lifecycle
    }
}

/// A loop that others hand clients to, held weakly so the loops do not keep each other
/// alive once the server is gone.
struct WeakServerLoop {
    weak var loop: ServerLoop?
}
