import Scheduler
import SignalStore

/// The running scheduler, as `schedules` and `run-schedule` reach it. The daemon provides the
/// live closures; outside it every call fails.
public struct SchedulerControl: Sendable {
    /// Every schedule with its last and next run.
    public var summaries: @Sendable () async throws -> [ScheduleSummary]
    /// Starts the named schedule now.
    public var runByHand: @Sendable (_ name: String) async throws -> ManualFiring

    /// A control surface made of these closures.
    public init(
        summaries: @escaping @Sendable () async throws -> [ScheduleSummary],
        runByHand: @escaping @Sendable (_ name: String) async throws -> ManualFiring
    ) {
        self.summaries = summaries
        self.runByHand = runByHand
    }

    /// The scheduler's own surface.
    public init(_ scheduler: Scheduler) {
        self.init(
            summaries: { await scheduler.summaries() },
            runByHand: { name in try await scheduler.runByHand(name) })
    }
}

private enum SchedulerControlKey: DependencyKey {
    static let name = "schedulerControl"
    static var liveValue: SchedulerControl {
        SchedulerControl(summaries: { throw NotRunningInDaemon() }, runByHand: { _ in throw NotRunningInDaemon() })
    }
}

extension DependencyValues {
    /// The running scheduler, for `schedules` and `run-schedule`.
    public var schedulerControl: SchedulerControl {
        get { self[SchedulerControlKey.self] }
        set { self[SchedulerControlKey.self] = newValue }
    }
}
