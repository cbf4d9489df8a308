import Plugins
import SignalStore

/// A signal answered from memory alone (no database, file or child process) and from no
/// state a chain could be changing: the socket loop that read the request answers it at
/// once, beside the chain the store is running, never queued behind it (a long import or
/// export holds the store for minutes). Every other signal's chain runs on the daemon's work
/// thread, in a task of its own that runs to its end (`RequestHandler.respondDetached`).
protocol AnsweredInMemory: Signal {}

extension Ping: AnsweredInMemory {}
extension Help: AnsweredInMemory {}
extension Status: AnsweredInMemory {}
extension StateSnapshot: AnsweredInMemory {}

/// Answers the `AnsweredInMemory` signals outside the store's queue, as `ControlUseCase`
/// answers them inside it (where SIGHUP's reload and the watchdog's pings still go).
struct MemoryAnswers: Sendable {
    let store: Store<LiftdState>
    /// The daemon's status now (`DaemonRuntime.status`).
    let status: @Sendable () async -> DaemonStatus
    /// The signals the store handles (`DaemonRuntime.signalHelp`).
    let signals: @Sendable () async -> [SignalHelp]

    /// The reply to `signal`; `nil` for a signal not answered in memory.
    nonisolated(nonsending) func reply(to signal: any Signal) async -> (any Encodable & Sendable)? {
        switch signal {
        case is Ping: Pong()
        case is Help: await signals()
        case is Status: await status()
        // The state the last finished chain left: a chain running now has not changed it.
        case is StateSnapshot: await store.state
        default: nil
        }
    }
}
