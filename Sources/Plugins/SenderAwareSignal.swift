import SignalStore

/// A signal that wants to know who sent it over the control socket. Declare `senderUserID`
/// as an optional stored field: it is one of the signal's `internalFields`, which the
/// daemon fills in when it decodes a request, from the connection's peer credentials
/// (`SO_PEERCRED`); it stays nil when the signal comes from inside liftd (a schedule, the
/// inbox, a test). A request that gives it is refused, as giving an unknown field.
///
/// Like `ScheduleAwareSignal`, the context travels in the signal because each chain runs
/// with the store's own dependencies, not the sender's task-locals.
public protocol SenderAwareSignal: Signal {
    /// The uid of the process that sent this signal on the control socket; nil otherwise.
    var senderUserID: UInt32? { get }
}

extension SenderAwareSignal {
    /// `senderUserID`: only the daemon sets it, so no request can pose as another uid.
    public static var internalFields: Set<String> { [SenderAwareSignals.userIDField] }
}

/// What the daemon fills in for a `SenderAwareSignal`.
public enum SenderAwareSignals {
    /// The internal field that holds the sender's uid, by its key on the wire.
    public static let userIDField = "senderUserID"
}
