import ControlProtocol
import Glibc
import Threads

/// Serves the control socket: accepts clients, reads their request lines, has `handler`
/// answer each one and writes the answers back, in request order per connection and
/// concurrently across connections, within the limits of `SocketSettings`.
///
/// Threading: a few dedicated threads (one per processor the process may use but one, at
/// least one and at most four)
/// each run an epoll event loop (`ServerLoop`) that does its clients' socket I/O without
/// blocking and runs their request tasks, so a request whose chain finds the store idle
/// costs no thread switch at all. The first loop accepts clients and hands them to the
/// loops in turn; a client stays on its loop until it leaves. A request
/// that waits (for the store, a child process, a timer) suspends its task and its loop
/// serves other clients meanwhile. The loops never occupy Swift's cooperative thread pool,
/// which the scheduler needs.
public final class ControlServer: Sendable {
    /// Answers one request line from a peer with one JSON line, without the newline (build it
    /// with `Response`). Blank lines never reach it; unparsed lines do, so that it may answer
    /// parse errors (`RequestLine.parse()`) in the same place as everything else.
    public typealias Handler = nonisolated(nonsending) @Sendable (RequestLine, PeerCredentials) async -> String

    /// Whether a peer is an admin, who may take the slots `SocketSettings.adminReserve`
    /// keeps and the last subscriber place, and is not held to `maximumClientsPerUser`.
    /// Asked on a loop's thread, and only when the answer decides (nothing but a reserve is
    /// left, or the peer's uid holds its share), so it may be slow now and then (reading the
    /// user and group databases) but must not wait on anything else.
    public typealias AdminCheck = @Sendable (PeerCredentials) -> Bool

    /// At most this many loops run, one per processor the process may use but one.
    static let maximumLoopCount = 4

    private let shared: SharedServerState
    /// The event loops; the first accepts clients. Internal so that tests can hold a loop's
    /// thread still (by posting work that waits) while their clients connect.
    let loops: [ServerLoop]

    /// A server for clients of `listener`, which it owns and closes on `stop`. `isAdmin`
    /// tells the peers who may use the admins' reserve of slots; without it, nobody may.
    /// With `subscribers`, a `subscribe` request turns its connection into an event stream.
    public convenience init(listener: ListeningSocket, settings: SocketSettings,
                            isAdmin: @escaping AdminCheck = { _ in false }, subscribers: EventSubscribers? = nil,
                            handler: @escaping Handler)
        throws(SocketSetupError) {
        try self.init(listener: listener, settings: settings,
                      loopCount: AllowedProcessors.loopCount(maximum: Self.maximumLoopCount),
                      isAdmin: isAdmin, subscribers: subscribers, handler: handler)
    }

    /// A server running `loopCount` event loops.
    init(listener: ListeningSocket, settings: SocketSettings, loopCount: Int,
         isAdmin: @escaping AdminCheck = { _ in false }, subscribers: EventSubscribers? = nil,
         handler: @escaping Handler)
        throws(SocketSetupError) {
        let loopCount = max(1, loopCount)
        let shared = SharedServerState(
            settings: settings, handler: handler, isAdmin: isAdmin,
            listener: ListenerGate(listener), lifecycle: ServerLifecycle(loopCount: loopCount), subscribers: subscribers)
        var loops: [ServerLoop] = []
        for index in 0..<loopCount {
            loops.append(try ServerLoop(index: index, shared: shared))
        }
        let siblings = loops.map { WeakServerLoop(loop: $0) }
        for loop in loops { loop.handOffTargets.loops = siblings }
        self.shared = shared
        self.loops = loops
    }

    /// Starts accepting clients. Calling it again, or after `stop`, does nothing. Once started,
    /// the server runs until `stop` (its threads keep it alive). Throws when the system gives
    /// no thread for a loop (the process is at its limit): the server cannot serve then, and
    /// the caller gives up, as the daemon's start does.
    public func start() throws(ThreadStartFailure) {
        guard shared.lifecycle.start() else { return }
        for loop in loops {
            try DetachedThread.start { loop.run() }
        }
    }

    /// Stops accepting and returns once the listening socket is closed (and the socket file
    /// this process created is removed), so no new client can connect from then on. As with
    /// `stop`, connected clients get no new request started; requests being handled go on.
    public func stopAccepting() async {
        let started = shared.lifecycle.beginStopping()
        shared.listener.close()
        if started { beginStopping(gracePeriod: nil) }
    }

    /// Stops accepting, lets requests being handled finish for up to `gracePeriod` (by default
    /// the settings' `stopGracePeriod`), then closes every connection and the listening socket
    /// (removing the socket file this process created), and returns once every request task
    /// has ended. Requests not yet started are not answered.
    public func stop(gracePeriod: Duration? = nil) async {
        let started = shared.lifecycle.beginStopping()
        shared.listener.close()
        guard started else { return }
        beginStopping(gracePeriod: gracePeriod ?? shared.settings.stopGracePeriod)
        await shared.lifecycle.waitUntilEnded()
    }

    /// How many clients are connected, subscribers (which hold no client slot) included.
    public var clientCount: Int { shared.clientCount + (shared.subscribers?.subscriberCount ?? 0) }

    /// Whether `stop` or `stopAccepting` has been called.
    var isStopping: Bool { shared.lifecycle.isStopping }

    private func beginStopping(gracePeriod: Duration?) {
        for loop in loops {
            loop.executor.post { loop.beginStopping(gracePeriod: gracePeriod) }
        }
    }
}
