import Synchronization

/// A one-shot wait that ends when `end()` is called or a time has passed, whichever comes
/// first. Cancelling the waiting task does not cut it short: a stopping service times its
/// grace period in its own task, which is cancelled already. The time is slept by a task of
/// its own, which that cancellation does not reach (`Task.sleep`, as the socket's grace
/// period in `DetachedChains.waitForEnd` is; never a Dispatch queue).
final class GracePeriodTimer: Sendable {
    private enum State {
        case running
        case waiting(CheckedContinuation<Void, Never>)
        case ended
    }

    private let state = Mutex(State.running)

    /// Ends the wait, now or before it begins; calling it again does nothing.
    func end() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state = .ended }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
        waiter?.resume()
    }

    /// Returns once `end()` was called or `limit` has passed. One waiter at a time.
    func wait(atMost limit: Duration) async {
        let sleeper = Task {
            try? await Task.sleep(for: limit)
            end()
        }
        defer { sleeper.cancel() }
        await withCheckedContinuation { continuation in
            let hasEnded = state.withLock { state in
                switch state {
                case .ended:
                    return true
                case .running:
                    state = .waiting(continuation)
                    return false
                case .waiting:
                    preconditionFailure("a GracePeriodTimer has one waiter at a time")
                }
            }
            if hasEnded { continuation.resume() }
        }
    }
}
