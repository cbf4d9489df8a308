import Plugins
import Scheduler
import SchedulerContract
import SignalStore

extension DaemonRuntime {
    /// The daemon's numbers for `metrics`: counters since start, the queue, the clients and
    /// subscribers, each schedule's last success and lateness, and each notifier's outbox.
    func runtimeMetrics() async -> RuntimeMetrics {
        let counts = counters.current
        let outboxCounts = outbox.counts
        let schedules = await scheduler?.health() ?? setup.schedules.map { ScheduleMetrics(name: $0.name) }
        return RuntimeMetrics(
            version: Liftd.version, chainsSucceeded: counts.chainsSucceeded, chainsFailed: counts.chainsFailed,
            errorsByCode: counts.errorsByCode, queueDepth: await store.queueDepth, clients: clientCount,
            subscribers: subscriberCount, schedules: schedules,
            notifications: NotificationMetrics(
                queued: outboxCounts.queued, dropped: outboxCounts.dropped, undelivered: counters.undelivered))
    }
}

/// `metrics` reads the running daemon through this.
struct DaemonRuntimeMetrics: RuntimeMetricsReading {
    let runtime: DaemonRuntime

    func runtimeMetrics() async -> RuntimeMetrics? {
        await runtime.runtimeMetrics()
    }
}
