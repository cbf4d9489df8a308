import SignalStore

/// A signal that wants to know who sent it over the control socket. Declare `senderUserID`
/// as an optional stored field: the daemon fills it in from the connection's peer
/// credentials (`SO_PEERCRED`) on every request; it stays nil when the signal comes from
/// inside liftd (a schedule, the inbox, a test).
///
/// Like `ScheduleAwareSignal`, the context travels in the signal because each chain runs
/// with the store's own dependencies, not the sender's task-locals.
public protocol SenderAwareSignal: Signal {
    /// The uid of the process that sent this signal on the control socket; nil otherwise.
    var senderUserID: UInt32? { get set }
}

extension SenderAwareSignal {
    /// `senderUserID`: only the daemon sets it, so no request can pose as another uid.
    public static var internalFields: Set<String> { ["senderUserID"] }
}
