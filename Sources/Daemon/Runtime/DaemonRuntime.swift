@preconcurrency import Glibc
import Configuration
import ControlServer
import FoundationEssentials
import Lifecycle
import Plugins
import Scheduler
import SignalStore
import Systemd
import Workouts
import WorkoutsSQLite

/// The running daemon: one store, the control socket, the scheduler, and systemd's view of
/// them. `run` starts its services in order (`services(signals:)`), serves until SIGTERM or
/// SIGINT, reloads on SIGHUP, and stops the services in reverse order.
public actor DaemonRuntime {
    let store: Store<LiftdState>
    let logger: Logger
    let notifier: any ServiceManagerNotifier
    let environment: [String: String]
    /// The database the store's use cases read and write through.
    let repository: SQLiteWorkoutRepository
    /// The database's backup copies, in `<state-directory>/backups`.
    let backups: SQLiteBackups
    /// What socket requests are checked against, readable without waiting for this actor.
    let requestSettingsBox: RequestSettingsBox
    /// Announces chains, schedules, reloads and errors to the socket's subscribers.
    let events = EventBus()
    private(set) var setup: DaemonSetup
    /// The control socket's server while it runs (`ControlSocketService`).
    var socket: RunningSocket?
    /// Fires the config's schedules while `SchedulerService` runs, for reloads and the
    /// `schedules` and `run-schedule` signals.
    var scheduler: Scheduler?
    /// What `status` and systemd's status line report, and the settings liftd started with.
    var facts: RuntimeFacts
    /// Where notifiers queue slow deliveries, a queue each; `OutboxService` drains them.
    let outbox: OutboxQueue
    /// Chains by result and errors by code since start, for `metrics`.
    let counters = RuntimeCounters()
    /// Whether the watchdog may ping: the store answers, or long work in it gets on.
    let watchdogHealth = WatchdogHealth()
    /// The least time between two site builds after changes, and between two looks for
    /// changes put off (`SiteRebuildSetting`).
    let siteRebuildSeconds: TimeInterval
    /// Word of each chain that changed the training, for `SiteRebuildService`.
    let trainingChanges = TrainingChanges()

    /// Runs the daemon from `source` until `signals` tell it to stop; returns how the process
    /// ends.
    static func run(
        _ source: ConfigurationSource, environment: [String: String], signals: AsyncStream<ProcessSignal>
    ) async -> ExitStatus {
        let logger = Logger.systemd(destination: .detected(environment: environment))
        let notifier = SystemdNotifier()
        let setup: DaemonSetup
        do {
            setup = try DaemonSetup.load(source, environment: environment)
        } catch {
            logger.log(.error, "liftd: refusing to start, the config is invalid:\n\(error)")
            notifier.send(.status("refusing to start: invalid config \(source)"))
            return .invalidConfiguration
        }
        if let warning = WebhookLibraryCheck.warning(for: setup.loaded) { logger.log(.warning, "liftd: \(warning)") }
        let repository: SQLiteWorkoutRepository
        let lock: DatabaseLock
        do {
            try PrivateFiles.createDirectory(atPath: setup.configuration.paths.stateDirectory)
            lock = try DatabaseLock(database: setup.configuration.paths.database)
        } catch {
            logger.log(.error, "liftd: refusing to start: \(error)")
            return .cannotCreate
        }
        do {
            repository = try DatabaseOpening.open(
                setup.configuration.paths, estimate: setup.configuration.estimatedMax,
                exercises: setup.configuration.exercises)
        } catch {
            logger.log(.error, "liftd: cannot open the database: \(error)")
            return .cannotCreate
        }
        for merge in repository.mergedSpellings {
            let others = merge.merged.map { "'\($0)'" }.joined(separator: ", ")
            logger.log(.notice, "liftd: merged the exercise \(others) into '\(merge.kept)' (\(merge.setsMoved) sets): "
                + "their names differ only by case, spacing or Unicode normalization")
        }
        let runtime = DaemonRuntime(
            setup: setup, repository: repository, logger: logger, notifier: notifier, environment: environment)
        // A SIGTERM during startup waits, pending, for the signal service, which starts last
        // and then stops everything started before it.
        do {
            let services = runtime.services(signals: signals)
            try await withTaskExecutorPreference(WorkThreadExecutor.daemon) { () async throws(ServiceFailure) in
                try await serve(services)
            }
            withExtendedLifetime(lock) {}
            return .success
        } catch {
            let wasReady = await runtime.facts.isReady
            logger.log(.error, wasReady ? "liftd: the \(error.service) failed: \(error.error)"
                : "liftd: cannot start: the \(error.service) failed: \(error.error)")
            return .systemError
        }
    }

    /// Runs `services` on the executor the caller prefers (the work thread), not the caller's
    /// actor.
    @concurrent private static func serve(_ services: ServiceGroup) async throws(ServiceFailure) {
        try await services.run()
    }

    init(
        setup: DaemonSetup, repository: SQLiteWorkoutRepository, logger: Logger,
        notifier: any ServiceManagerNotifier, environment: [String: String]
    ) {
        self.setup = setup
        self.facts = RuntimeFacts(startingConfiguration: setup.configuration)
        self.repository = repository
        self.backups = SQLiteBackups(
            database: setup.configuration.paths.database, directory: setup.configuration.paths.stateDirectory + "/backups")
        self.logger = logger
        self.notifier = notifier
        self.environment = environment
        self.outbox = OutboxQueue(logger: logger, persistence: DatabaseOutbox(repository: repository))
        let siteRebuild = SiteRebuildSetting.seconds(in: environment)
        self.siteRebuildSeconds = siteRebuild.seconds
        if let warning = siteRebuild.warning { logger.log(.warning, warning) }
        var initialState = LiftdState()
        initialState.units = Self.startingUnits(configured: setup.configuration.units, repository: repository, logger: logger)
        self.store = Store(initialState: initialState, useCases: [])
        self.requestSettingsBox = RequestSettingsBox(Self.requestSettings(for: setup))
    }

    /// The daemon's services in the order they start; they stop in reverse. READY=1 goes out
    /// once the socket accepts and the scheduler runs; on stop, the socket stops accepting and
    /// STOPPING=1 goes out before the scheduler and the socket wind down.
    nonisolated func services(signals: AsyncStream<ProcessSignal>) -> ServiceGroup {
        ServiceGroup([
            StoreService(runtime: self),
            OutboxService(runtime: self),
            // Before the socket: a request systemd queued before liftd started (socket
            // activation) may be `run-schedule` or `schedules`, which need the scheduler.
            SchedulerService(runtime: self),
            ControlSocketService(runtime: self),
            InboxWatchService(runtime: self),
            SiteRebuildService(runtime: self),
            ReadinessService(runtime: self),
            WatchdogService(runtime: self),
            ProcessSignalService(runtime: self, signals: signals),
        ])
    }

    /// Removes leftovers, gives the store its use cases, and resumes an unfinished workout.
    func prepareStore() async {
        removeLeftovers()
        await store.reconfigure(useCases: setup.useCases, options: Self.storeOptions, dependencies: dependencies(for: setup))
        if await store.routes.handles(ResumeWorkout.self) {
            log(await store.send(ResumeWorkout()), source: "startup")
        }
    }

    /// The store's limits: its queue bound; each request brings its own deadline.
    static let storeOptions = StoreOptions(queueCapacity: 256, maximumChainLength: 10_000)

    /// Tells systemd, and the log, that the daemon serves.
    func announceReady() {
        facts.isReady = true
        notifier.send(.ready.adding(.status(statusLine())))
        logger.log(.notice, "liftd \(Liftd.version) ready: \(statusLine())")
    }

    /// Stops the socket accepting, then tells systemd and the log that the daemon stops: from
    /// STOPPING=1 on no new client gets in.
    func announceStopping() async {
        await socket?.server.stopAccepting()
        notifier.send(.stopping.adding(.status("stopping")))
        logger.log(.notice, "liftd stopping")
    }

    /// The settings liftd started with: what a reload compares restart-only settings against.
    var startingConfiguration: Configuration { facts.startingConfiguration }

    /// Clients connected to the control socket now.
    var clientCount: Int { socket?.server.clientCount ?? 0 }
    /// Clients streaming events now.
    var subscriberCount: Int { socket?.subscribers.subscriberCount ?? 0 }

    /// Keeps `error` for `status`: the newest twenty.
    func remember(_ error: RecentError) {
        facts.remember(error)
        counters.countError(code: error.code)
        events.error(error)
    }

    /// Switches to a reloaded config.
    func replaceSetup(with candidate: DaemonSetup) {
        setup = candidate
        facts.configLoadedAt = Date()
        requestSettingsBox.current = Self.requestSettings(for: candidate)
    }

    /// What requests are checked and decoded against under `setup`.
    static func requestSettings(for setup: DaemonSetup) -> RequestSettings {
        RequestSettings(
            signals: setup.loaded.signals, access: AccessPolicy(rules: setup.configuration.access, daemonUserID: getuid()))
    }

    /// The line systemd shows as the service's status.
    func statusLine() -> String {
        let socket = self.socket?.path ?? setup.configuration.socket.path
        let next = facts.upcomingFiring.map { ", next: \($0)" } ?? ""
        return "\(setup.useCases.count) use cases, \(setup.schedules.count) schedules, socket \(socket)\(next)"
    }
}
