import Cron
import FoundationEssentials
import SchedulerContract
import SignalStore
import ZoneInfo

/// What the scheduler works with, injected so tests control time, chance and the store.
public struct SchedulerDependencies: Sendable {
    /// The wall-clock time schedules are read on.
    public var wallClock: WallClock
    /// Sleeps until the next due time; wakes early when the wall clock is set.
    public var waiter: any WallClockWaiter
    /// Draws each schedule's jitter delay.
    public var random: RandomSource
    /// Where firings, skips and results are logged.
    public var logger: Logger
    /// Each schedule's progress, kept across restarts.
    public var history: any ScheduleHistory
    /// Sends a firing's signal into the store, telling `admitted` the chain's id as soon as it
    /// has one; returns the chain's outcome once it finished.
    public var send: @Sendable (_ signal: any Signal, _ admitted: @escaping @Sendable (ChainID) -> Void) async -> ChainOutcome
    /// Told the next due firing whenever it may have changed (start, firing, reload).
    public var upcomingChanged: @Sendable (UpcomingFiring?) async -> Void
    /// Where the scheduler's tasks (its loop, its firings) prefer to run; `nil`: Swift's
    /// global executor.
    public var executor: (any TaskExecutor)?

    /// Dependencies made of these parts.
    public init(
        wallClock: WallClock, waiter: any WallClockWaiter, random: RandomSource, logger: Logger,
        history: any ScheduleHistory,
        send: @escaping @Sendable (_ signal: any Signal, _ admitted: @escaping @Sendable (ChainID) -> Void) async -> ChainOutcome,
        upcomingChanged: @escaping @Sendable (UpcomingFiring?) async -> Void = { _ in },
        executor: (any TaskExecutor)? = nil
    ) {
        self.wallClock = wallClock
        self.waiter = waiter
        self.random = random
        self.logger = logger
        self.history = history
        self.send = send
        self.upcomingChanged = upcomingChanged
        self.executor = executor
    }

    /// A task running `operation` on `executor` when there is one.
    func task<Success: Sendable>(_ operation: sending @escaping @concurrent () async -> Success) -> Task<Success, Never> {
        guard let executor else { return Task(operation: operation) }
        return Task(executorPreference: executor, operation: operation)
    }
}

/// The next firing the scheduler will start on its own: for STATUS= and `status`.
public struct UpcomingFiring: Sendable, Equatable, CustomStringConvertible {
    /// The schedule's name.
    public let schedule: String
    /// The scheduled time (the firing may start later by its jitter delay).
    public let scheduledTime: Date
    /// The schedule's zone, for showing the time.
    public let timeZone: Zone

    /// `weekly-report at 2026-12-07T07:00:00+01:00`.
    public var description: String {
        "\(schedule) at \(ZonedTimestamp.format(scheduledTime, in: timeZone))"
    }

    /// The first firing of the enabled `schedules` after `instant`, by their cron alone (no
    /// catch-up, no jitter): what a reload reports before the scheduler has looked again.
    public static func earliest(in schedules: [CompiledSchedule], after instant: Date) -> UpcomingFiring? {
        schedules.filter(\.enabled)
            .compactMap { schedule in
                schedule.nextFire(after: instant).map {
                    UpcomingFiring(schedule: schedule.name, scheduledTime: $0, timeZone: schedule.cron.timeZone)
                }
            }
            .min { $0.scheduledTime < $1.scheduledTime }
    }
}
