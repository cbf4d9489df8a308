import Synchronization

/// The tasks of the chains requests started that run detached from them (`DetachedChain`):
/// each is held here while it runs, so that a stop can give them the grace period and then
/// cancel what is left. A class: the request handler and the stop share it.
final class DetachedChains: Sendable {
    private struct Running {
        var tasks: [UInt64: Task<Void, Never>] = [:]
        var started: UInt64 = 0
        var stopping = false
    }

    private let running = Mutex(Running())

    /// Runs `operation` in a task of its own on `executor`, held here until it ends. Once a
    /// stop began it is cancelled at once (its chain is refused as `cancelled`).
    func run(on executor: any TaskExecutor, _ operation: @escaping @Sendable () async -> Void) {
        running.withLock { running in
            running.started += 1
            let key = running.started
            let task = Task(executorPreference: executor) { [self] in
                await operation()
                _ = self.running.withLock { $0.tasks.removeValue(forKey: key) }
            }
            if running.stopping { task.cancel() }
            running.tasks[key] = task
        }
    }

    /// How many run now.
    var count: Int { running.withLock { $0.tasks.count } }

    /// Waits up to `grace` for the chains running to end; a chain started from now on is
    /// cancelled at once.
    func waitForEnd(within grace: Duration) async {
        let tasks = running.withLock { running in
            running.stopping = true
            return Array(running.tasks.values)
        }
        guard !tasks.isEmpty else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = Mutex(false)
            let resume: @Sendable () -> Void = {
                if resumed.withLock({ done in defer { done = true }; return !done }) { continuation.resume() }
            }
            Task {
                for task in tasks { await task.value }
                resume()
            }
            Task {
                try? await Task.sleep(for: grace)
                resume()
            }
        }
    }

    /// Cancels the chains still running and waits until they have ended (cancellation is
    /// cooperative: an `exec` program is killed, an import stops after its batch).
    func cancelAll() async {
        let tasks = running.withLock { running in
            running.stopping = true
            return Array(running.tasks.values)
        }
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
    }
}
