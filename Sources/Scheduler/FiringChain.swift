import SignalStore
import Synchronization

/// The chain a firing runs as, known once the store admitted it: a `run-schedule` that
/// outlives its request's deadline names it. A class: the firing's task sets it, the
/// request reads it.
public final class FiringChain: Sendable {
    private let admitted = Mutex<ChainID?>(nil)

    /// A firing's chain, not yet admitted.
    public init() {}

    /// The chain's id, once the store gave it one.
    public var id: ChainID? { admitted.withLock { $0 } }

    /// The store admitted the firing's signal as chain `id`.
    public func admit(_ id: ChainID) {
        admitted.withLock { $0 = id }
    }
}
