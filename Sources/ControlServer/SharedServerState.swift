import Synchronization

/// What the server's loops share: the settings and the handler, the listening socket, the
/// lifecycle, and the client slots (taken when a client is accepted, so the limits hold
/// across loops).
final class SharedServerState: Sendable {
    let settings: SocketSettings
    let handler: ControlServer.Handler
    let isAdmin: ControlServer.AdminCheck
    let listener: ListenerGate
    let lifecycle: ServerLifecycle
    let slots: Mutex<ClientSlots>
    /// The connections streaming events, when the server offers `subscribe`.
    let subscribers: EventSubscribers?

    init(settings: SocketSettings, handler: @escaping ControlServer.Handler, isAdmin: @escaping ControlServer.AdminCheck,
         listener: ListenerGate, lifecycle: ServerLifecycle, subscribers: EventSubscribers? = nil) {
        self.subscribers = subscribers
        self.settings = settings
        self.handler = handler
        self.isAdmin = isAdmin
        self.listener = listener
        self.lifecycle = lifecycle
        self.slots = Mutex(ClientSlots(settings))
    }

    /// Clients holding a slot.
    var clientCount: Int { slots.withLock { $0.total } }

    /// Frees the slot of a client that left.
    func release(_ peer: PeerCredentials) {
        slots.withLock { $0.release(userID: peer.userID) }
    }
}

/// A loop that others hand clients to, held weakly so the loops do not keep each other
/// alive once the server is gone.
struct WeakServerLoop {
    weak var loop: ServerLoop?
}
