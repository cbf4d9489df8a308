import DurationUnits

/// The time-keeping of one server loop: when the current turn began, which deadline the
/// loop must check next, and how long it may sleep until then.
struct LoopTimers {
    /// When the current loop turn began: deadlines are measured from it.
    var now: LoopInstant
    /// The earliest deadline scheduled since the last check.
    private(set) var nextCheck: LoopInstant?

    init(now: LoopInstant) {
        self.now = now
    }

    /// Makes sure the loop checks deadlines no later than `deadline`.
    mutating func schedule(_ deadline: LoopInstant?) {
        guard let deadline else { return }
        if nextCheck.map({ deadline < $0 }) ?? true { nextCheck = deadline }
    }

    /// Whether a scheduled deadline has come; if so, it is consumed, and whoever checks
    /// deadlines schedules the ones still ahead again.
    mutating func takeDueCheck() -> Bool {
        guard let nextCheck, nextCheck <= now else { return false }
        self.nextCheck = nil
        return true
    }

    /// How long the loop may sleep: until the next check, rounded up; -1 for no limit.
    var millisecondsUntilNextCheck: Int32 {
        guard let nextCheck else { return -1 }
        return Int32(clamping: max(0, now.duration(to: nextCheck).roundedUpMilliseconds))
    }
}

/// Whether a server loop serves clients or is winding down.
enum LoopPhase: Equatable {
    /// Serving clients.
    case serving
    /// No new request starts; connections close once their request is answered, and at
    /// `closingAllAt` (if any) every connection still open is closed.
    case stopping(closingAllAt: LoopInstant?)
}

/// The loops of a server, which the accepting loop hands clients to in turn.
struct LoopRing {
    /// Every loop of the server, in order; set before the loops run.
    var loops: [WeakServerLoop] = []
    private var next = 0

    /// The loop that takes the next client, or `nil` if it is gone.
    mutating func takeNext() -> ServerLoop? {
        guard !loops.isEmpty else { return nil }
        defer { next = (next + 1) % loops.count }
        return loops[next % loops.count].loop
    }
}
