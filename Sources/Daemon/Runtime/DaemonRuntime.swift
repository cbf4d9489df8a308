@preconcurrency import Glibc
import Configuration
import ControlServer
import Foundation
import Plugins
import Scheduler
import SignalStore
import Systemd
import WorkoutsSQLite

/// The running daemon: one store, the control socket, the scheduler, and systemd's view of
/// them. `run` starts everything, serves until SIGTERM/SIGINT, and reloads on SIGHUP.
public actor DaemonRuntime {
    let store: Store<LiftdState>
    let logger: Logger
    let notifier: any ServiceManagerNotifier
    let environment: [String: String]
    /// The database the store's use cases read and write through.
    let repository: SQLiteWorkoutRepository
    /// What socket requests are checked against, readable without waiting for this actor.
    let requestSettingsBox: RequestSettingsBox
    private(set) var setup: DaemonSetup
    /// The settings liftd started with: what a reload compares restart-only settings against.
    let startingConfiguration: Configuration
    private var server: ControlServer?
    private var listener: ListeningSocket?
    private var watchdog: Watchdog?
    /// Fires the config's schedules; started after the socket, before READY=1.
    var scheduler: Scheduler?
    /// The next firing the scheduler will start, for the status line.
    var upcomingFiring: UpcomingFiring?
    /// Whether READY=1 was sent, so status updates wait for it.
    private(set) var isReady = false
    let startTime = Date()
    private(set) var configLoadedAt = Date()
    private(set) var errorsSoFar: [RecentError] = []

    /// Runs the daemon from `source` until it is told to stop; returns the exit status
    /// (0 after a clean stop, 78 for a bad config, 73 when the database cannot be opened,
    /// 71 when the socket cannot be set up).
    public static func run(_ source: ConfigurationSource, environment: [String: String]) async -> Int32 {
        let logger = Logger.systemd(destination: .detected(environment: environment))
        let notifier = SystemdNotifier()
        let setup: DaemonSetup
        do {
            setup = try DaemonSetup.load(source, environment: environment)
        } catch {
            logger.log(.error, "liftd: refusing to start, the config is invalid:\n\(error)")
            notifier.send(.status("refusing to start: invalid config \(source)"))
            return ConfigurationError.exitStatus
        }
        let repository: SQLiteWorkoutRepository
        do {
            repository = try DatabaseOpening.open(setup.configuration.paths)
        } catch {
            logger.log(.error, "liftd: cannot open the database: \(error)")
            return 73
        }
        let runtime = DaemonRuntime(
            setup: setup, repository: repository, logger: logger, notifier: notifier, environment: environment)
        let signals = ProcessSignals.stream()
        do {
            try await runtime.start()
        } catch {
            logger.log(.error, "liftd: cannot start: \(error)")
            await runtime.stop()
            return 71
        }
        for await signal in signals {
            switch signal {
            case .reload: await runtime.reloadOnHangup()
            case .stop:
                await runtime.stop()
                return 0
            }
        }
        return 0
    }

    init(
        setup: DaemonSetup, repository: SQLiteWorkoutRepository, logger: Logger,
        notifier: any ServiceManagerNotifier, environment: [String: String]
    ) {
        self.setup = setup
        self.startingConfiguration = setup.configuration
        self.repository = repository
        self.logger = logger
        self.notifier = notifier
        self.environment = environment
        var initialState = LiftdState()
        initialState.units = setup.configuration.units
        self.store = Store(initialState: initialState, useCases: [])
        self.requestSettingsBox = RequestSettingsBox(Self.requestSettings(for: setup))
    }

    /// Configures the store, opens the socket, and tells systemd the daemon is ready.
    func start() async throws {
        removeLeftovers()
        await store.reconfigure(useCases: setup.useCases, options: Self.storeOptions, dependencies: dependencies(for: setup))
        if await store.routes.handles(ResumeWorkout.self) {
            log(await store.send(ResumeWorkout()), source: "startup")
        }
        let listener = try openListener()
        self.listener = listener
        let settings = requestSettingsBox
        let handler = RequestHandler(
            store: store, settings: { settings.current },
            finished: { outcome in
                self.logSteps(of: outcome, source: "socket")
                if !outcome.succeeded {
                    self.logErrors(of: outcome, source: "socket")
                    await self.remember(errorsOf: outcome)
                }
            })
        let server = try ControlServer(
            listener: listener, settings: setup.configuration.socket, isAdmin: { settings.current.isAdmin($0) }
        ) { line, peer in
            let response = await handler.respond(to: line, from: peer)
            return response
        }
        server.start()
        self.server = server
        try await startScheduler()
        isReady = true
        notifier.send(.ready.adding(.status(statusLine())))
        logger.log(.notice, "liftd \(Liftd.version) ready: \(statusLine())")
        startWatchdog()
    }

    /// Stops accepting, lets the chain in flight finish within a bound, and says goodbye.
    func stop() async {
        // First, so that from STOPPING=1 on no new client gets in.
        await server?.stopAccepting()
        notifier.send(.stopping.adding(.status("stopping")))
        logger.log(.notice, "liftd stopping")
        await watchdog?.stop()
        await scheduler?.stop(gracePeriod: .seconds(10))
        await server?.stop(gracePeriod: .seconds(10))
        listener?.close()
        server = nil
        listener = nil
    }

    /// The store's limits: its queue bound; each request brings its own deadline.
    static let storeOptions = StoreOptions(queueCapacity: 256, maximumChainLength: 10_000)

    private func openListener() throws -> ListeningSocket {
        if let activated = try SocketActivation.controlSocket() {
            logger.log(.info, "using the socket systemd passed as '\(activated.name)'")
            return try ListeningSocket(adopting: activated.fileDescriptor)
        }
        return try ListeningSocket.bind(setup.configuration.socket)
    }

    private func startWatchdog() {
        guard let interval = WatchdogInterval.fromServiceManager() else { return }
        let store = self.store
        let watchdog = Watchdog(interval: interval, notifier: notifier) { budget in
            await store.send(Ping(), deadline: budget).succeeded
        }
        self.watchdog = watchdog
        Task { await watchdog.start() }
    }

    /// Clients connected to the control socket now.
    var clientCount: Int { server?.clientCount ?? 0 }

    /// Keeps `error` for `status`: the newest twenty.
    func remember(_ error: RecentError) {
        errorsSoFar = Array((errorsSoFar + [error]).suffix(20))
    }

    /// Switches to a reloaded config.
    func replaceSetup(with candidate: DaemonSetup) {
        setup = candidate
        configLoadedAt = Date()
        requestSettingsBox.current = Self.requestSettings(for: candidate)
    }

    /// What requests are checked and decoded against under `setup`.
    static func requestSettings(for setup: DaemonSetup) -> RequestSettings {
        RequestSettings(
            signals: setup.loaded.signals, access: AccessPolicy(rules: setup.configuration.access, daemonUserID: getuid()))
    }

    /// The line systemd shows as the service's status.
    func statusLine() -> String {
        let socket = listener?.path ?? setup.configuration.socket.path
        let next = upcomingFiring.map { ", next: \($0)" } ?? ""
        return "\(setup.useCases.count) use cases, \(setup.schedules.count) schedules, socket \(socket)\(next)"
    }
}
