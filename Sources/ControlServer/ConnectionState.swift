import ControlProtocol

/// Where the conversation with one client stands. A connection is in exactly one of these;
/// `ConnectionStateMachine` moves it between them.
enum ConnectionState: Equatable {
    /// Waiting for the first byte of the next request line; at the deadline the client is
    /// told `idle-timeout` and closed.
    case idle(until: LoopInstant)
    /// Bytes of the next request line have arrived (blank lines count: they are no request,
    /// and reset no timer); the line must be complete by the deadline, however it trickles.
    case receivingLine(until: LoopInstant)
    /// A request is being answered; nothing more is read until its answer is sent.
    case answering(InFlightRequest)
    /// The request's deadline passed and the client was told so: its task was cancelled,
    /// and its answer will be dropped. Nothing is read until the task has ended.
    case abandoning(serial: UInt64)
    /// The client sent `subscribe`: every line written is an event, at most `queueLimit`
    /// bytes of them wait, request lines are refused, and no idle or line timer runs; only
    /// events left unread for the idle timeout end it (`SubscriberReading`,
    /// `ConnectionStateMachine+Events.swift`).
    case subscribed(queueLimit: Int)
    /// The subscriber fell behind: its queue was thrown away and a last `dropped` line
    /// queued; it closes once that is sent, or at the deadline if it does not fit.
    case droppingSubscriber(until: LoopInstant)
    /// A last error line is queued; the connection closes once it is sent.
    case closing
    /// The socket is closed.
    case closed
}

/// What the socket may have for the connection to read. The poll is edge-triggered: it
/// reports a change once, so the connection remembers it until a read shows it is used up.
enum InputReadiness: Equatable {
    /// Every byte that arrived was read; the next report brings more.
    case drained
    /// The poll reported input that is not read yet.
    case mayHaveInput
    /// The poll reported that the client stopped sending (or failed): no report will follow,
    /// so reads go on until they meet the end.
    case endReported
    /// A read met the end of the input.
    case ended
}

/// Whether answers can be written to the client now.
enum OutputReadiness: Equatable {
    /// Writes go through; the poll is not watching for room.
    case writable
    /// The client's receive buffer was full: the poll watches for room, and the client is
    /// closed if no byte can be sent before the deadline.
    case blocked(until: LoopInstant)
    /// Room was reported after a block; the poll watches for room until all is sent.
    case unblocked
}

/// The request a connection is waiting on, and when it must be answered.
struct InFlightRequest: Equatable {
    /// Tells this request's answer from an earlier, abandoned one's.
    let serial: UInt64
    let line: RequestLine
    let deadline: LoopInstant
}
