import Lifecycle
import Scheduler

/// The scheduler: fires the config's schedules until cancelled; then firings in flight get a
/// bounded time to finish.
struct SchedulerService: Service {
    let name = "scheduler"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async throws {
        let scheduler = try await runtime.makeScheduler()
        started.markStarted()
        await scheduler.run(gracePeriod: .seconds(10))
    }
}
