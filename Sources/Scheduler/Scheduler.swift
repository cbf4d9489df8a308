import Cron
import FoundationEssentials
import Lifecycle
import SchedulerContract
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
    /// When each schedule's last successful run started, since this scheduler started (`health`).
    var lastSuccesses: [String: Date] = [:]
    /// How late each schedule's last scheduled firing started, in seconds (`health`).
    var latenesses: [String: Double] = [:]
    private var loadedNames: Set<String> = []
    /// Opened by `replace(with:)` to wake the running loop, which then recomputes what is due.
    private var replaced: Latch?
    /// The next firing the scheduler will start on its own.
    public internal(set) var upcoming: UpcomingFiring?

    /// A scheduler for `schedules`; `run` lets it fire.
    public init(schedules: [CompiledSchedule], dependencies: SchedulerDependencies) {
        self.schedules = schedules
        self.dependencies = dependencies
    }

    /// Fires until the calling task is cancelled: whatever is due now (a missed run with
    /// catch-up on), then each schedule in turn. Once cancelled, firings in flight get
    /// `gracePeriod` to finish and are cancelled after it; returns when they have ended.
    public func run(gracePeriod: Duration) async {
        var announced = Announcement.nothingYet
        while !Task.isCancelled {
            // Set before the due times are computed, so a reload from here on wakes the wait.
            let latch = Latch()
            replaced = latch
            let wake = fireWhatIsDue()
            if announced != .told(upcoming) {
                announced = .told(upcoming)
                await dependencies.upcomingChanged(upcoming)
            }
            guard !Task.isCancelled else { break }
            switch await waitUntilDue(wake, orOpened: latch) {
            case .clockChanged:
                dependencies.logger.log(.info, "scheduler: the wall clock was set; recomputing due times")
            case .replaced:
                announced = .nothingYet
            case .deadlineReached, .cancelled:
                break
            }
        }
        await windDownFirings(gracePeriod: gracePeriod)
    }

    /// Replaces the schedules (a reload); progress is kept by name. A running scheduler
    /// recomputes what is due at once.
    public func replace(with schedules: [CompiledSchedule]) {
        self.schedules = schedules
        jitterDelays = [:]
        replaced?.open()
    }

    /// What the loop last told `upcomingChanged`, so it tells each change once.
    private enum Announcement: Equatable {
        /// Nothing yet since the loop started or the schedules were replaced.
        case nothingYet
        /// This next firing, or that none is due (`nil`).
        case told(UpcomingFiring?)
    }

    /// Why the loop's wait ended.
    private enum LoopWake {
        case deadlineReached, clockChanged, replaced, cancelled
    }

    /// Waits on the wall clock until `wake`, or until `latch` opens (the schedules were replaced).
    private func waitUntilDue(_ wake: Date?, orOpened latch: Latch) async -> LoopWake {
        defer { replaced = nil }
        let waiter = dependencies.waiter
        return await withTaskGroup(of: LoopWake.self) { group in
            group.addTask {
                switch await waiter.wait(until: wake) {
                case .deadlineReached: .deadlineReached
                case .clockChanged: .clockChanged
                case .cancelled: .cancelled
                }
            }
            group.addTask {
                // Opens on `replace(with:)`, or when the group is cancelled below.
                await latch.wait()
                return Task.isCancelled ? .cancelled : .replaced
            }
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
    }

    /// Gives the firings in flight `gracePeriod` to finish, then cancels them and waits until
    /// they have ended. The calling task is cancelled already, so the grace period is timed
    /// by `GracePeriodTimer`, which cancellation does not cut short as it would `Task.sleep`.
    private func windDownFirings(gracePeriod: Duration) async {
        let running = Array(firings.values)
        guard !running.isEmpty else { return }
        let timer = GracePeriodTimer()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for firing in running { _ = await firing.value }
                timer.end()
            }
            await timer.wait(atMost: gracePeriod)
            for firing in running { firing.cancel() }
        }
    }

    /// Waits until every firing in flight has finished and its result is recorded.
    func firingsFinished() async {
        while let firing = firings.values.first {
            _ = await firing.value
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
