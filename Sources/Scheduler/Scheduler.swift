import Cron
import Foundation
import Plugins
import SignalStore

/// Sends each schedule's signal into the store when it is due. It sleeps until the next due
/// time (no polling), wakes early when the wall clock is set, catches up missed runs once,
/// never runs one schedule twice at a time, and keeps its progress in a `ScheduleHistory`.
public actor Scheduler {
    let dependencies: SchedulerDependencies
    private(set) var schedules: [CompiledSchedule]
    /// Firings queued or running, by schedule name.
    var firings: [String: Task<ChainOutcome, Never>] = [:]
    /// The delay drawn for each schedule's next scheduled time, until that time is handled.
    var jitterDelays: [String: Duration] = [:]
    private var records: [String: ScheduleRecord] = [:]
    private var loadedNames: Set<String> = []
    private var loop: Task<Void, Never>?
    /// The next firing the scheduler will start on its own.
    public internal(set) var upcoming: UpcomingFiring?

    /// A scheduler for `schedules`; call `start()` to let it fire.
    public init(schedules: [CompiledSchedule], dependencies: SchedulerDependencies) {
        self.schedules = schedules
        self.dependencies = dependencies
    }

    /// Starts firing: whatever is due now (a missed run with catch-up on), then each schedule
    /// in turn.
    public func start() {
        restartLoop()
    }

    /// Replaces the schedules (a reload); progress is kept by name.
    public func replace(with schedules: [CompiledSchedule]) {
        self.schedules = schedules
        jitterDelays = [:]
        if loop != nil { restartLoop() }
    }

    /// Stops firing. Firings in flight get `gracePeriod` to finish and are cancelled after it.
    public func stop(gracePeriod: Duration) async {
        loop?.cancel()
        loop = nil
        let running = Array(firings.values)
        guard !running.isEmpty else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for firing in running { _ = await firing.value } }
            group.addTask { try? await Task.sleep(for: gracePeriod) }
            await group.next()
            group.cancelAll()
        }
        for firing in running {
            firing.cancel()
            _ = await firing.value
        }
    }

    /// Waits until every firing in flight has finished and its result is recorded.
    func firingsFinished() async {
        while let firing = firings.values.first {
            _ = await firing.value
        }
    }

    private func restartLoop() {
        loop?.cancel()
        loop = dependencies.task { await self.runLoop() }
    }

    private func runLoop() async {
        var announced: UpcomingFiring??
        while !Task.isCancelled {
            let wake = fireWhatIsDue()
            if announced != .some(upcoming) {
                announced = .some(upcoming)
                await dependencies.upcomingChanged(upcoming)
            }
            guard !Task.isCancelled else { return }
            if await dependencies.waiter.wait(until: wake) == .clockChanged {
                dependencies.logger.log(.info, "scheduler: the wall clock was set; recomputing due times")
            }
        }
    }

    /// The record of the schedule called `name`, read from the history the first time.
    func record(named name: String) -> ScheduleRecord? {
        if !loadedNames.contains(name) {
            do {
                records[name] = try dependencies.history.record(named: name)
                loadedNames.insert(name)
            } catch {
                dependencies.logger.log(.error, "scheduler: cannot read the history of '\(name)': \(error)",
                                        fields: ["LIFTD_SCHEDULE": name])
            }
        }
        return records[name]
    }

    /// Keeps `record` for the schedule called `name`, in memory and in the history.
    func save(_ record: ScheduleRecord, named name: String) {
        records[name] = record
        loadedNames.insert(name)
        do {
            try dependencies.history.save(record, named: name)
        } catch {
            dependencies.logger.log(.error, "scheduler: cannot save the history of '\(name)': \(error)",
                                    fields: ["LIFTD_SCHEDULE": name])
        }
    }
}
