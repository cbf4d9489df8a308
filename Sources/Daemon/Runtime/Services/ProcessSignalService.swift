import Lifecycle

/// Acts on the process signals: SIGHUP reloads the config (through the store, as the
/// `reload` signal does); SIGTERM or SIGINT ends this
/// service, which stops the daemon's services in reverse order. It starts last, so a signal
/// that came during startup is acted on once everything runs.
struct ProcessSignalService: Service {
    let name = "signal handling"
    let runtime: DaemonRuntime
    let signals: AsyncStream<ProcessSignal>

    func run(started: ServiceStart) async {
        started.markStarted()
        for await signal in signals {
            switch signal {
            case .reload: await runtime.reloadOnHangup()
            case .stop: return
            }
        }
    }
}
