import Configuration
import DurationUnits
import FoundationEssentials
import PluginFileSystem
import Plugins
import Scheduler
import SignalStore
import Systemd
import Workouts
import ZoneInfo

extension DaemonRuntime {
    /// The collaborators the store's use cases get under `setup`.
    func dependencies(for setup: DaemonSetup) -> DependencyValues {
        var values = DependencyValues()
        values.logger = logger
        values.workoutRepository = repository
        values.programLog = repository
        values.configuredPrograms = setup.configuration.programs
        values.programStates = ProgramStateCache()
        values.bodyweightStore = repository
        values.unitsChoiceStore = repository
        values.configuredUnits = setup.configuration.units
        values.personalRecords = repository
        values.trainingSummaryReader = repository
        values.workoutExportReader = repository
        values.exportProgress = repository
        values.reportWriter = AtomicFileWriter(outputDirectory: setup.configuration.paths.outputDirectory)
        values.sitePublisher = SiteDirectory(outputDirectory: setup.configuration.paths.outputDirectory)
        values.siteRebuildInterval = siteRebuildSeconds
        values.textfileWriter = TextfileWriter()
        values.databaseBackups = backups
        values.exerciseEditor = repository
        values.importFiles = ImportDirectoryFiles()
        values.exerciseCatalog = .configured(setup.configuration.exercises)
        values.volumeTargets = VolumeTargets.standard.overriding(setup.configuration.targets)
        values.oneRepMaxEstimate = setup.configuration.estimatedMax
        values.daemonControl = DaemonControl(
            status: { await self.status() },
            reload: { try await self.reload() },
            signals: { await self.signalHelp() })
        values.schedulerControl = schedulerControl()
        values.notificationOutbox = outbox
        values.runtimeMetrics = DaemonRuntimeMetrics(runtime: self)
        let health = watchdogHealth
        values.workProgress = WorkProgress { health.advance() }
        return values
    }

    /// Reads the config again and applies what a reload can apply. A bad one is refused,
    /// logged and reported to systemd, and the old one keeps running; a good one's READY=1
    /// goes out once its chain has finished (`ReloadReport.readyStatus`). Runs inside the chain
    /// of a `reload` signal (from the socket or SIGHUP), which applies a changed `units`.
    func reload() async throws -> ReloadReport {
        notifier.send(.reloading())
        let candidate: DaemonSetup
        do {
            candidate = try DaemonSetup.load(setup.source, environment: environment)
        } catch {
            let reason = "reload refused, still running the previous config: \(error)"
            logger.log(.error, reason)
            remember(RecentError(at: Self.timestamp(Date()), code: "invalid-config", message: "\(error)"))
            let why = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid config"
            notifier.send(.ready.adding(.status("reload failed, running the previous config: \(why)")))
            events.reloadRefused(error)
            throw error
        }
        let needsRestart = candidate.configuration.restartOnlyChanges(comparedTo: startingConfiguration)
        if !needsRestart.isEmpty {
            logger.log(.warning, "reload: changed settings that take effect only after a restart: "
                + "\(needsRestart.joined(separator: ", ")); until then the ones liftd started with stay in force")
        }
        if let warning = WebhookLibraryCheck.warning(for: candidate.loaded) { logger.log(.warning, "reload: \(warning)") }
        let previousUnits = setup.configuration.units
        await store.reconfigure(
            useCases: candidate.useCases, options: Self.storeOptions, dependencies: dependencies(for: candidate))
        replaceSetup(with: candidate)
        dropQueuesOfRemovedWebhooks(keeping: candidate.loaded)
        let remembered = facts.upcomingFiring
        await scheduler?.replace(with: candidate.schedules)
        // Until the scheduler has looked again, the next firing is the new schedules' first:
        // the one remembered may be of a schedule the reload removed. Should the scheduler
        // have answered meanwhile, its answer stands.
        if facts.upcomingFiring == remembered {
            facts.upcomingFiring = UpcomingFiring.earliest(in: candidate.schedules, after: Date())
        }
        logger.log(.notice, "config reloaded from \(candidate.source): \(statusLine())")
        let units = candidate.configuration.units
        if units != previousUnits { configuredUnitsChanged(to: units) }
        var report = ReloadReport(
            config: "\(candidate.source)", useCases: candidate.useCases.count,
            schedules: candidate.schedules.filter(\.enabled).count, needsRestart: needsRestart,
            unitsChange: units == previousUnits ? nil : units,
            unitsChangedHandled: candidate.useCases.contains { $0.handledSignals.contains { $0.wireName == UnitsChanged.wireName } })
        // READY=1 goes out when the chain has finished (`logSteps`): `state`, answered beside
        // running chains, then already shows what the reload changed.
        report.readyStatus = statusLine()
        events.reloaded(report)
        return report
    }

    /// The answer to `status`.
    func status() async -> DaemonStatus {
        DaemonStatus(
            version: Liftd.version,
            uptimeSeconds: Int(Date().timeIntervalSince(facts.startTime)),
            config: "\(setup.source)",
            configLoadedAt: Self.timestamp(facts.configLoadedAt),
            timeZone: setup.configuration.timeZone.identifier,
            chainsRun: await store.chainsRun,
            queueDepth: await store.queueDepth,
            clients: clientCount,
            subscribers: subscriberCount,
            nextSchedule: facts.upcomingFiring?.description,
            recentErrors: facts.recentErrors)
    }

    /// Every signal the store handles, as `help` describes them; a field's default taken
    /// from an option is worded from the option's declaration in the configured plugin.
    func signalHelp() async -> SignalCatalogue {
        let configured = setup.loaded.configured
        return SignalCatalogue(await store.routes.handledSignals) { signal, option in
            PluginOptionDefault.text(of: option, forSignal: signal, in: configured, registry: .standard)
        }
    }

    /// Logs a finished chain, its errors as warnings, and keeps the errors for `status`.
    func log(_ outcome: ChainOutcome, source: String) {
        logSteps(of: outcome, source: source)
        logErrors(of: outcome, source: source)
        remember(errorsOf: outcome)
    }

    /// Logs a finished chain with journal fields: one entry for the chain (debug for
    /// signals that only read, such as the watchdog's pings; info otherwise) and one per
    /// step at debug.
    nonisolated func logSteps(of outcome: ChainOutcome, source: String) {
        if let report = outcome.reply as? ReloadReport, let status = report.readyStatus {
            notifier.send(.ready.adding(.status(status)))
        }
        events.chainFinished(outcome, source: source)
        trainingChanges.hear(outcome)
        counters.countChain(succeeded: outcome.succeeded)
        // Every socket request comes here: nothing is built for entries the level drops.
        if let first = outcome.steps.first {
            let signal = first.signal.wireName
            let level: LogLevel = type(of: first.signal).access == .read ? .debug : .info
            logger.log(level, "\(source): \(signal) ran in chain \(outcome.chain) (\(outcome.steps.count) steps)", fields: [
                "LIFTD_SIGNAL": signal, "LIFTD_USE_CASE": first.useCase, "LIFTD_CHAIN": outcome.chain.description,
                "LIFTD_DURATION_US": "\(outcome.duration.wholeMicroseconds)",
            ])
        }
        for step in outcome.steps.dropFirst() {
            logger.log(.debug, "\(source): \(step.useCase) handled \(step.signal.wireName)", fields: [
                "LIFTD_SIGNAL": step.signal.wireName, "LIFTD_USE_CASE": step.useCase, "LIFTD_CHAIN": outcome.chain.description,
                "LIFTD_DURATION_US": "\(step.duration.wholeMicroseconds)",
            ])
        }
    }

    /// Logs each error of a finished chain as a warning with journal fields.
    nonisolated func logErrors(of outcome: ChainOutcome, source: String) {
        for error in outcome.errors {
            logger.log(.warning, "\(source): chain \(outcome.chain) failed: \(error)", fields: [
                "LIFTD_SIGNAL": error.signal, "LIFTD_USE_CASE": error.useCase ?? "", "LIFTD_CHAIN": "\(outcome.chain)",
                "LIFTD_DURATION_US": "\(outcome.duration.wholeMicroseconds)",
            ])
        }
    }

    /// Keeps the errors of `outcome` for `status`; with `leavingOutRefusals`, not those for
    /// which the signal is to blame (`ChainError.blamesSignal`): a client's bad value or a
    /// step out of turn is answered to it, and `recentErrors` is for the daemon's own failures.
    func remember(errorsOf outcome: ChainOutcome, leavingOutRefusals: Bool = false) {
        for error in outcome.errors where !(leavingOutRefusals && error.blamesSignal) {
            remember(RecentError(at: Self.timestamp(Date()), code: error.code, message: error.message, useCase: error.useCase))
        }
    }

    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

extension DaemonRuntime {
    /// SIGHUP: reloads through the store, as the `reload` signal does, so the reload's
    /// state changes (a new `units`) are made in a chain of their own. `reload` logs and
    /// keeps its own failure; a chain that never reached it (a full queue) is logged here.
    func reloadOnHangup() async {
        let outcome = await store.send(Reload())
        logSteps(of: outcome, source: "SIGHUP")
        let unreached = outcome.errors.filter { $0.useCase == nil }
        for error in unreached {
            logger.log(.warning, "SIGHUP: the reload did not run: \(error)")
            remember(RecentError(at: Self.timestamp(Date()), code: error.code, message: error.message))
        }
    }
}
