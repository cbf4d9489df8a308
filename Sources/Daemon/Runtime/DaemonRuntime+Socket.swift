import Configuration
import ControlServer
import SignalStore
import Systemd

/// The control socket's server, the path it listens on and its event subscribers.
struct RunningSocket {
    let server: ControlServer
    let listener: ListeningSocket
    let subscribers: EventSubscribers
    /// The chains requests started that run on past their requests.
    let detachedChains: DetachedChains
    var path: String? { listener.path }
}

extension DaemonRuntime {
    /// Opens the listening socket (systemd's, when it passed one) and starts serving it.
    func startControlSocket() throws {
        let listener = try openListener()
        let settings = requestSettingsBox
        let detachedChains = DetachedChains()
        let handler = RequestHandler(
            store: store,
            memoryAnswers: MemoryAnswers(store: store, status: { await self.status() }, signals: { await self.signalHelp() }),
            workExecutor: WorkThreadExecutor.daemon, settings: { settings.current },
            requestDeadline: setup.configuration.socket.requestDeadline, detachedChains: detachedChains,
            logged: { outcome in self.logSteps(of: outcome, source: "socket") },
            failed: { outcome in
                self.logErrors(of: outcome, source: "socket")
                await self.remember(errorsOf: outcome, leavingOutRefusals: true)
            })
        let check = SubscriptionCheck(settings: { settings.current })
        let subscribers = EventSubscribers(maximumSubscribers: setup.configuration.socket.maximumSubscribers) { request, peer in
            check.events(for: request, from: peer)
        }
        var serverSettings = SocketSettings(setup.configuration.socket)
        serverSettings.requestDeadline += RequestHandler.serverDeadlineMargin
        let server: ControlServer
        do {
            server = try ControlServer(
                listener: listener, settings: serverSettings, isAdmin: { settings.current.isAdmin($0) },
                subscribers: subscribers
            ) { line, peer in
                await handler.respond(to: line, from: peer)
            }
            try server.start()
        } catch {
            listener.close()
            throw error
        }
        events.attach(subscribers)
        socket = RunningSocket(server: server, listener: listener, subscribers: subscribers, detachedChains: detachedChains)
    }

    /// Lets requests being handled, and the chains running on past theirs, finish within the
    /// stop grace period, then cancels the chains left, which stop where they can (an import
    /// between two batches) and answer a request still waiting for them with where they
    /// stopped; then closes every connection and the listening socket.
    func stopControlSocket() async {
        guard let socket else { return }
        events.attach(nil)
        let grace = setup.configuration.socket.stopGracePeriod
        await socket.detachedChains.waitForEnd(within: grace)
        await socket.detachedChains.cancelAll()
        // Every chain has ended: what is left in flight is answers on their way out.
        await socket.server.stop(gracePeriod: min(grace, Self.answerFlushTime))
        socket.listener.close()
        self.socket = nil
    }

    /// How long the connections stay open, once the chains have ended at a stop, for the
    /// answers on their way out.
    static let answerFlushTime = Duration.seconds(1)

    private func openListener() throws -> ListeningSocket {
        if let activated = try SocketActivation.controlSocket() {
            logger.log(.info, "using the socket systemd passed as '\(activated.name)'")
            return try ListeningSocket(adopting: activated.fileDescriptor)
        }
        return try ListeningSocket.bind(SocketSettings(setup.configuration.socket))
    }
}
