import Foundation
import Glibc

/// Serves the control socket: accepts clients, reads their request lines, has `handler`
/// answer each one and writes the answers back, in request order per connection and
/// concurrently across connections, within the limits of `SocketSettings`.
///
/// Threading: one dedicated thread runs an epoll event loop (`ServerLoop`) that does all
/// socket I/O without blocking and also runs the request tasks, so a request whose chain
/// finds the store idle costs no thread switch at all. A request that waits (for the store,
/// a child process, a timer) suspends its task and the loop serves other clients meanwhile.
/// The loop never occupies Swift's cooperative thread pool, which the scheduler needs.
public final class ControlServer: Sendable {
    /// Answers one request line from a peer with one JSON line, without the newline (build it
    /// with `Response`). Blank lines never reach it; unparsed lines do, so that it may answer
    /// parse errors (`RequestLine.parse()`) in the same place as everything else.
    public typealias Handler = @Sendable (RequestLine, PeerCredentials) async -> String

    private let loop: ServerLoop

    /// A server for clients of `listener`, which it owns and closes on `stop`.
    public init(listener: ListeningSocket, settings: SocketSettings, handler: @escaping Handler)
        throws(SocketSetupError) {
        loop = try ServerLoop(listener: listener, settings: settings, handler: handler)
    }

    /// Starts accepting clients. Calling it again, or after `stop`, does nothing. Once started,
    /// the server runs until `stop` (its thread keeps it alive).
    public func start() {
        guard loop.lifecycle.start() else { return }
        let thread = Thread { [loop] in loop.run() }
        thread.name = "liftd-socket"
        thread.start()
    }

    /// Stops accepting and returns once the listening socket is closed (and the socket file
    /// this process created is removed), so no new client can connect from then on. As with
    /// `stop`, connected clients get no new request started; requests being handled go on.
    public func stopAccepting() async {
        let started = loop.lifecycle.beginStopping()
        loop.closeListener()
        if started { loop.executor.post { [loop] in loop.beginStopping(gracePeriod: nil) } }
    }

    /// Stops accepting, lets requests being handled finish for up to `gracePeriod`, then
    /// closes every connection and the listening socket (removing the socket file this
    /// process created), and returns once every request task has ended. Requests not yet
    /// started are not answered.
    public func stop(gracePeriod: Duration = .seconds(5)) async {
        let started = loop.lifecycle.beginStopping()
        loop.closeListener()
        guard started else { return }
        loop.executor.post { [loop] in loop.beginStopping(gracePeriod: gracePeriod) }
        await loop.lifecycle.waitUntilEnded()
    }

    /// How many clients are connected.
    public var clientCount: Int { loop.clientCount.load(ordering: .relaxed) }

    /// Whether `stop` or `stopAccepting` has been called.
    var isStopping: Bool { loop.lifecycle.isStopping }
}
