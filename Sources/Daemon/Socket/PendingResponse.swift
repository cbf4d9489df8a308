import Synchronization

/// Hands a handler's answer from the task that computes it to the connection thread waiting
/// for it, which gives up at a deadline or when the server abandons the connection. The
/// waiting thread runs the task's jobs itself (`ConnectionExecutor`).
final class PendingResponse: Sendable {
    /// How the wait ended.
    enum Outcome: Sendable, Equatable {
        case answered(String)
        case timedOut
        case abandoned
    }

    /// Where the request's task runs; the waiting thread pumps it.
    let executor: ConnectionExecutor
    private let outcome = Mutex<Outcome?>(nil)
    private let taskHasEnded = Mutex(false)

    /// A response whose task runs on `executor`.
    init(executor: ConnectionExecutor) {
        self.executor = executor
    }

    /// Records the answer, unless the wait already ended.
    func answer(_ response: String) { finish(.answered(response)) }

    /// Ends the wait without an answer: the server is closing the connection.
    func abandon() { finish(.abandoned) }

    /// The request's task has run to its end.
    func taskEnded() {
        taskHasEnded.withLock { $0 = true }
        executor.wake()
    }

    /// Runs the task's jobs on the calling thread (never a Swift concurrency thread) until it
    /// answers, the response is abandoned, or `timeout` passes.
    func wait(timeout: Duration) -> Outcome {
        let ended = executor.runJobs(until: { outcome.withLock { $0 != nil } }, deadline: .now + timeout)
        if !ended { finish(.timedOut) }
        return outcome.withLock { $0 } ?? .timedOut
    }

    /// Runs the task's remaining jobs until it has ended (after a timeout or abandonment its
    /// task was cancelled; nothing else would run what is left of it).
    func waitForTaskToEnd() {
        _ = executor.runJobs(until: { taskHasEnded.withLock { $0 } })
    }

    private func finish(_ result: Outcome) {
        let first = outcome.withLock { current in
            guard current == nil else { return false }
            current = result
            return true
        }
        if first { executor.wake() }
    }
}
