/// Limits a store works within.
public struct StoreOptions: Sendable {
    /// How many chains may wait in the queue; one more is answered "busy".
    public var queueCapacity: Int
    /// The most signals one chain may process before it is stopped.
    public var maximumChainLength: Int
    /// How long a chain may run before it is cancelled, unless `send` gives its own.
    public var deadline: Duration?

    /// Limits with sane defaults: 256 queued chains, 1,000 signals a chain, no deadline.
    public init(queueCapacity: Int = 256, maximumChainLength: Int = 1_000, deadline: Duration? = nil) {
        self.queueCapacity = queueCapacity
        self.maximumChainLength = maximumChainLength
        self.deadline = deadline
    }
}
