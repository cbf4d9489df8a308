import Configuration
import FoundationEssentials
import Scheduler
import SignalStore
import Systemd
import WorkoutsSQLite

extension DaemonRuntime {
    /// The scheduler for the config's schedules, its history in the daemon's database, kept
    /// for reloads and the control signals; `SchedulerService` runs it.
    func makeScheduler() throws -> Scheduler {
        let history = try SQLiteScheduleHistory(path: setup.configuration.paths.database)
        let store = self.store
        let scheduler = Scheduler(schedules: setup.schedules, dependencies: SchedulerDependencies(
            wallClock: WallClock { Date() }, waiter: TimerFileDescriptorWaiter(), random: .system,
            logger: events.schedulerLogger(wrapping: logger),
            history: history,
            send: { signal, admitted in
                let outcome = await store.send(signal, admitted: admitted)
                // The scheduler logs the firing's result (and any error) with its own fields.
                self.logSteps(of: outcome, source: "schedule")
                await self.remember(errorsOf: outcome)
                return outcome
            },
            upcomingChanged: { upcoming in await self.upcomingChanged(to: upcoming) },
            executor: WorkThreadExecutor.daemon))
        self.scheduler = scheduler
        return scheduler
    }

    /// `schedules` and `run-schedule` reach the scheduler through the runtime, which starts it
    /// after the store.
    func schedulerControl() -> SchedulerControl {
        SchedulerControl(
            summaries: { try await self.runningScheduler().summaries() },
            runByHand: { name in try await self.runningScheduler().runByHand(name) })
    }

    private func runningScheduler() throws -> Scheduler {
        guard let scheduler else { throw NotRunningInDaemon() }
        return scheduler
    }

    /// Remembers the next due firing and shows it in systemd's status line.
    private func upcomingChanged(to upcoming: UpcomingFiring?) {
        facts.upcomingFiring = upcoming
        if facts.isReady { notifier.send(.status(statusLine())) }
    }
}
