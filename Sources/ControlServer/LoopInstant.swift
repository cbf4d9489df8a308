import Glibc

/// A moment on the clock the server loops measure deadlines with (`CLOCK_BOOTTIME`, the one
/// `ContinuousClock` reads: it goes on while the machine sleeps).
///
/// The standard library's `ContinuousClock.Instant` is not frozen, so every state, readiness
/// and phase that held one had a layout known only at run time: each copy, comparison and
/// switch on them went through value witnesses and metadata lookups, on every request. This
/// one is a `Duration`, whose layout the compiler knows.
struct LoopInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Time since the clock's origin (the machine's boot).
    let sinceOrigin: Duration

    /// The current moment.
    static var now: LoopInstant {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return LoopInstant(sinceOrigin: .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec))
    }

    /// The time from this moment to `later` (negative when `later` is earlier).
    func duration(to later: LoopInstant) -> Duration {
        later.sinceOrigin - sinceOrigin
    }

    var description: String { "\(sinceOrigin) since boot" }

    static func + (instant: LoopInstant, duration: Duration) -> LoopInstant {
        LoopInstant(sinceOrigin: instant.sinceOrigin + duration)
    }

    static func < (lhs: LoopInstant, rhs: LoopInstant) -> Bool {
        lhs.sinceOrigin < rhs.sinceOrigin
    }
}
