import Lifecycle
import SignalStore
import Systemd

/// Pings systemd's watchdog while the store answers, or the long chain keeping it busy gets
/// on (`WatchdogHealth`), when systemd asked for it (`WATCHDOG_USEC`); otherwise it only
/// waits, without any timer.
struct WatchdogService: Service {
    let name = "watchdog"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async {
        started.markStarted()
        guard let interval = WatchdogInterval.fromServiceManager() else {
            await Latch.untilCancelled()
            return
        }
        let store = runtime.store, health = runtime.watchdogHealth
        let watchdog = Watchdog(interval: interval, notifier: runtime.notifier) { budget in
            health.check(storeAnswered: await store.send(Ping(), deadline: budget).succeeded)
        }
        await watchdog.run()
    }
}
