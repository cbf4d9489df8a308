import Lifecycle

/// Readies the store before anything can send to it: removes what an earlier run left behind,
/// configures the use cases, resumes an unfinished workout. Nothing to wind down.
struct StoreService: Service {
    let name = "store"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async {
        await runtime.prepareStore()
        started.markStarted()
        await Latch.untilCancelled()
    }
}
