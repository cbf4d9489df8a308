/// Whether a subscriber reads the events sent to it. The kernel holds what was sent and not
/// yet read (`SIOCOUTQ`, counted in its own units: each write's buffer, freed once the client
/// has read it whole); the connection reports that count around each send and when the
/// deadline comes. While events wait for the subscriber, in the socket or in the queue, a
/// deadline runs; each sign that it read something (the count fell) restarts it, and nothing
/// waiting stops it. A subscriber that reaches it has read nothing for that long.
struct SubscriberReading: Equatable {
    /// When the subscriber is dropped unless it shows it read something first.
    private(set) var deadline: LoopInstant?
    /// What the kernel held unread at the last report.
    private var lastUnread = 0

    /// The kernel holds `unread` for the subscriber, and `isQueued` says whether more waits
    /// in the connection's queue, at `now`; a deadline runs `timeout` from the last progress.
    mutating func unreadReported(_ unread: Int, isQueued: Bool, now: LoopInstant, timeout: Duration) {
        let readSome = unread < lastUnread
        lastUnread = unread
        if unread == 0, !isQueued {
            deadline = nil
        } else if readSome || deadline == nil {
            deadline = now + timeout
        }
    }
}
