import Synchronization

/// A clock that moves only when a test advances it, and shows who sleeps on it until when,
/// so a test can wait until a service has planned its next wake-up instead of sleeping.
public final class ManualClock: Clock, Sendable {
    /// An instant: the time the clock was advanced by since it started.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public let offset: Duration
        /// The instant `offset` after the start.
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Inner {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
    }

    private let inner = Mutex(Inner())

    /// A clock at offset zero.
    public init() {}

    public var now: Instant { inner.withLock { $0.now } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// The deadlines someone sleeps until now.
    public var sleepingUntil: [Instant] { inner.withLock { $0.sleepers.map(\.deadline) } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = inner.withLock { inner -> Int in
            inner.nextID += 1
            return inner.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = inner.withLock { inner -> Result<Void, any Error>? in
                    if inner.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= inner.now { return .success(()) }
                    inner.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = inner.withLock { inner -> Sleeper? in
                guard let index = inner.sleepers.firstIndex(where: { $0.id == id }) else {
                    inner.cancelled.insert(id)
                    return nil
                }
                return inner.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let woken = inner.withLock { inner -> [Sleeper] in
            inner.now = inner.now.advanced(by: duration)
            let now = inner.now
            let woken = inner.sleepers.filter { $0.deadline <= now }
            inner.sleepers.removeAll { $0.deadline <= now }
            return woken
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
