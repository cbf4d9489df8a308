import ControlProtocol
import SignalStore

/// A reply that is only complete after its chain has ended, such as `run-schedule`'s: the
/// firing it started runs as a chain of its own, queued behind the request's chain. The
/// request handler awaits it outside the store, where awaiting another chain cannot deadlock.
public protocol AwaitedReply: Encodable, Sendable {
    /// The finished reply; throws a `RequestError` echoing `id` when the work it waited for failed.
    func resolved(id: JSONValue?) async throws(RequestError) -> any Encodable & Sendable
    /// The chain it waits for, once that has an id: `still-running` names it.
    var awaitedChain: ChainID? { get }
}
