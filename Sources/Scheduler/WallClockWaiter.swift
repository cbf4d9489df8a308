import FoundationEssentials

/// Why a wait on the wall clock ended.
public enum WakeReason: Sendable, Equatable {
    /// The wall clock reached the deadline.
    case deadlineReached
    /// Someone set the wall clock (a jump either way): deadlines must be recomputed.
    case clockChanged
    /// The waiting task was cancelled.
    case cancelled
}

/// Sleeps until a wall-clock instant and wakes early when the wall clock is set, so the
/// scheduler never polls. Injected so tests drive time by hand.
public protocol WallClockWaiter: Sendable {
    /// Waits until the wall clock reaches `deadline` (with no deadline, until the clock is set
    /// or the task is cancelled).
    func wait(until deadline: Date?) async -> WakeReason
}
