import Lifecycle

/// systemd's view of the daemon: READY=1 once every service before it has started; when
/// stopped, the socket stops accepting and STOPPING=1 goes out, before the services started
/// earlier wind down.
struct ReadinessService: Service {
    let name = "readiness notification"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async {
        await runtime.announceReady()
        started.markStarted()
        await Latch.untilCancelled()
        await runtime.announceStopping()
    }
}
