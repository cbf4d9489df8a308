import Inbox
import Lifecycle

/// The inbox (`inbox:`): watches its folder and imports what settles there through the
/// store's `import`; when the inbox is off, or no use case imports, it only waits.
struct InboxWatchService: Service {
    let name = "inbox"
    let runtime: DaemonRuntime

    func run(started: ServiceStart) async throws {
        guard let inbox = try await runtime.inboxService() else {
            started.markStarted()
            await Latch.untilCancelled()
            return
        }
        try await inbox.run(started: started)
    }
}
