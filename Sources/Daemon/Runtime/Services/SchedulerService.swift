import Lifecycle

/// The scheduler: fires the config's schedules; when stopped, firings in flight get a
/// bounded time to finish.
struct SchedulerService: Service {
    let name = "scheduler"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async throws {
        try await runtime.startScheduler()
        started.markStarted()
        await Latch.untilCancelled()
        await runtime.stopScheduler()
    }
}
