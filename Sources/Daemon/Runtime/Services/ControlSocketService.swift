import Lifecycle

/// The control socket: started once it accepts clients; when stopped, requests being
/// handled get a bounded time to finish, then connections and the socket close.
struct ControlSocketService: Service {
    let name = "control socket"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async throws {
        try await runtime.startControlSocket()
        started.markStarted()
        await Latch.untilCancelled()
        await runtime.stopControlSocket()
    }
}
