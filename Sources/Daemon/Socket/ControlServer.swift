import Foundation
import Glibc

/// Serves the control socket: accepts clients, reads their request lines, has `handler`
/// answer each one and writes the answers back, in request order per connection and
/// concurrently across connections, within the limits of `SocketSettings`.
///
/// Threading: one dedicated thread blocks in `poll` on the listening socket (and a wake-up
/// socket for `stop`), and each client gets a dedicated thread doing blocking-style I/O with
/// `poll` deadlines. Blocking waits thus never occupy Swift's cooperative thread pool, whose
/// few threads (two here) the store and scheduler need; answers are computed by the async
/// handler in ordinary tasks. A thread per client is simple to reason about (ordering and
/// backpressure fall out of reading the next line only after answering the previous one) and
/// `maximumClients` bounds the number of threads.
public final class ControlServer: Sendable {
    /// Answers one request line from a peer with one JSON line, without the newline (build it
    /// with `Response`). Blank lines never reach it; unparsed lines do, so that it may answer
    /// parse errors (`RequestLine.parse()`) in the same place as everything else.
    public typealias Handler = @Sendable (RequestLine, PeerCredentials) async -> String

    private let listener: ListeningSocket
    private let settings: SocketSettings
    private let handler: Handler
    private let wakeUp: WakeUpChannel
    let registry: ConnectionRegistry

    /// A server for clients of `listener`, which it owns and closes on `stop`.
    public init(listener: ListeningSocket, settings: SocketSettings, handler: @escaping Handler)
        throws(SocketSetupError) {
        self.listener = listener
        self.settings = settings
        self.handler = handler
        self.wakeUp = try WakeUpChannel(path: listener.path ?? "fd \(listener.descriptor)")
        self.registry = ConnectionRegistry()
    }

    /// Starts accepting clients. Calling it again, or after `stop`, does nothing. Once started,
    /// the server runs until `stop` (its threads keep it alive).
    public func start() {
        guard registry.start() else { return }
        let thread = Thread { [self] in
            acceptClients()
            listener.close()
            registry.acceptLoopEnded()
        }
        thread.name = "liftd-socket-accept"
        thread.start()
    }

    /// Stops accepting and returns once the listening socket is closed (and the socket file
    /// this process created is removed), so no new client can connect from then on. As with
    /// `stop`, connected clients get no new request started; requests being handled go on.
    public func stopAccepting() async {
        guard registry.beginStopping() != nil else {
            listener.close()
            return
        }
        wakeUp.signal()
        await registry.waitUntilNotAccepting()
    }

    /// Stops accepting, lets requests being handled finish for up to `gracePeriod`, then
    /// closes every connection and the listening socket (removing the socket file this
    /// process created). Requests not yet started are not answered.
    public func stop(gracePeriod: Duration = .seconds(5)) async {
        guard let connections = registry.beginStopping() else {
            listener.close()
            return
        }
        wakeUp.signal()
        for connection in connections { connection.stopReading() }
        if await registry.waitUntilDrained(within: gracePeriod) { return }
        for connection in registry.connections { connection.forceClose() }
        _ = await registry.waitUntilDrained(within: nil)
    }

    /// How many clients are connected.
    public var clientCount: Int { registry.connections.count }

    private func acceptClients() {
        while wakeUp.waitForActivity(on: listener.descriptor) {
            while let client = acceptOne() { admit(client) }
        }
    }

    /// The next waiting client, configured close-on-exec and non-blocking, or `nil` when none
    /// is waiting. When out of descriptors it pauses briefly rather than spin.
    private func acceptOne() -> Int32? {
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
                wakeUp.pause(milliseconds: 100)
                return nil
            }
        }
    }

    private func admit(_ descriptor: Int32) {
        guard let peer = PeerCredentials(ofPeerOn: descriptor) else {
            Glibc.close(descriptor)
            return
        }
        let connection = ClientConnection(
            descriptor: descriptor, peer: peer, settings: settings, handler: handler,
            isStopping: { [registry] in registry.isStopping })
        switch registry.admit(connection, maximum: settings.maximumClients) {
        case .admitted(let identifier):
            let thread = Thread { [registry] in
                connection.serve()
                registry.finished(identifier)
            }
            thread.name = "liftd-socket-client"
            thread.start()
        case .full:
            let error = RequestError(.tooManyClients, "more than \(settings.maximumClients) clients are connected")
            let line = Array((Response.failure(error) + "\n").utf8)
            _ = line.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            Glibc.close(descriptor)
        case .stopping:
            Glibc.close(descriptor)
        }
    }
}
