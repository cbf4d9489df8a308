import Synchronization

/// Whether the control server has started, is stopping, or has ended (all its loops have),
/// and who waits for the end.
final class ServerLifecycle: Sendable {
    private struct State {
        var isStarted = false
        var runningLoops: Int
        var hasEnded: Bool { runningLoops == 0 }
        var endWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>
    private let stopping = Atomic(false)

    /// The lifecycle of a server of `loopCount` loops.
    init(loopCount: Int) {
        state = Mutex(State(runningLoops: loopCount))
    }

    /// Whether `beginStopping` was called.
    var isStopping: Bool { stopping.load(ordering: .acquiring) }

    /// Marks the server started; `false` if it already was, or is stopping.
    func start() -> Bool {
        state.withLock { state in
            guard !state.isStarted, !isStopping else { return false }
            state.isStarted = true
            return true
        }
    }

    /// Marks the server stopping; returns whether it had started.
    func beginStopping() -> Bool {
        state.withLock { state in
            stopping.store(true, ordering: .releasing)
            return state.isStarted
        }
    }

    /// A loop has ended; when it was the last, wakes everyone waiting for the end.
    func loopEnded() {
        let waiters = state.withLock { state in
            state.runningLoops -= 1
            guard state.hasEnded else { return [CheckedContinuation<Void, Never>]() }
            defer { state.endWaiters = [] }
            return state.endWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once every loop has ended (at once if the server never started).
    func waitUntilEnded() async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                guard state.isStarted, !state.hasEnded else { return true }
                state.endWaiters.append(continuation)
                return false
            }
            if done { continuation.resume() }
        }
    }
}
