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
    let signals: @Sendable () async -> SignalCatalogue

    /// The reply to `signal`; `nil` for a signal not answered in memory. Throws what the
    /// store's `ControlUseCase` would (`help` for an unknown signal).
    nonisolated(nonsending) func reply(to signal: any Signal) async throws -> (any Encodable & Sendable)? {
        switch signal {
        case is Ping: return Pong()
        case let help as Help: return try await signals().answer(to: help)
        case is Status: return await status()
        // The state the last finished chain left: a chain running now has not changed it.
        case is StateSnapshot: return await store.state
        default: return nil
        }
    }
}
