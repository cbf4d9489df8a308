/// A signal that tells listeners something happened (a report was written, a chain failed)
/// rather than asking for work.
///
/// Nobody has to listen: a notification that no use case handles ends quietly, with no
/// error, and a config may declare it as an effect without configuring a handler.
public protocol NotificationSignal: Signal {}

extension ChainID {
    /// The chain running in this task, while a store runs one; `nil` outside chains.
    /// Work a use case hands off (to an outbox, say) keeps it to name its cause. The store
    /// binds it with the chain's dependencies (`DependencyValues.current`).
    public static var current: ChainID? { DependencyValues.current.chain }
}
