import Synchronization

/// When the watchdog may tell systemd liftd is alive: the store answered its ping, or, while
/// a long chain keeps the store from answering, the work in it got on since the last check
/// (`WorkProgress`: an import reading its export). A store stuck without progress still
/// stops the pings, and systemd restarts the service.
final class WatchdogHealth: Sendable {
    private let progress = Atomic<UInt64>(0)
    /// The progress count at the last check.
    private let lastChecked = Atomic<UInt64>(0)

    /// Notes that long work got on.
    func advance() {
        progress.add(1, ordering: .relaxed)
    }

    /// Whether the daemon is healthy now, given whether the store answered its ping; checks
    /// follow one another (the watchdog's loop), each comparing with the one before.
    func check(storeAnswered: Bool) -> Bool {
        let now = progress.load(ordering: .relaxed)
        let before = lastChecked.exchange(now, ordering: .relaxed)
        return storeAnswered || now != before
    }
}
