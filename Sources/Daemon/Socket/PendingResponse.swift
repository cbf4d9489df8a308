import Dispatch
import Synchronization

/// Hands a handler's answer from the task that computes it to the connection thread waiting
/// for it, which gives up at a deadline or when the server abandons the connection.
final class PendingResponse: Sendable {
    /// How the wait ended.
    enum Outcome: Sendable, Equatable {
        case answered(String)
        case timedOut
        case abandoned
    }

    private let outcome = Mutex<Outcome?>(nil)
    private let semaphore = DispatchSemaphore(value: 0)

    /// Records the answer, unless the wait already ended.
    func answer(_ response: String) { finish(.answered(response)) }

    /// Ends the wait without an answer: the server is closing the connection.
    func abandon() { finish(.abandoned) }

    /// Blocks the calling thread (never a Swift concurrency thread) until answered, abandoned,
    /// or `timeout` passes.
    func wait(timeout: Duration) -> Outcome {
        if semaphore.wait(timeout: .now() + timeout.dispatchInterval) == .timedOut {
            finish(.timedOut)
        }
        return outcome.withLock { $0 } ?? .timedOut
    }

    private func finish(_ result: Outcome) {
        let first = outcome.withLock { current in
            guard current == nil else { return false }
            current = result
            return true
        }
        if first { semaphore.signal() }
    }
}
