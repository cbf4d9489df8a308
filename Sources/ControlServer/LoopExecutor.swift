import Synchronization

/// Runs work on the server loop's thread: the jobs of request tasks (it is their preferred
/// executor, so a request whose chain finds the store idle is handled start to finish
/// without leaving the thread) and actions other threads post to the loop.
final class LoopExecutor: TaskExecutor {
    private struct Inbox {
        var jobs: [UnownedJob] = []
        var actions: [@Sendable () -> Void] = []
        /// Whether the loop sleeps in `EventPoll.wait`, so new work must wake it.
        var isSleeping = false
        var isEmpty: Bool { jobs.isEmpty && actions.isEmpty }

        /// Whether the loop was asleep; it counts as awake from now on, so one wake-up suffices.
        mutating func takeSleeping() -> Bool {
            defer { isSleeping = false }
            return isSleeping
        }
    }

    private let inbox = Mutex(Inbox())
    private let poll: EventPoll

    /// An executor whose loop sleeps in `poll`.
    init(poll: EventPoll) {
        self.poll = poll
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let wake = inbox.withLock { inbox in
            inbox.jobs.append(job)
            return inbox.takeSleeping()
        }
        if wake { poll.wake() }
    }

    /// Has the loop run `action` on its thread, after the work already waiting.
    func post(_ action: @escaping @Sendable () -> Void) {
        let wake = inbox.withLock { inbox in
            inbox.actions.append(action)
            return inbox.takeSleeping()
        }
        if wake { poll.wake() }
    }

    /// Runs the waiting jobs and actions, and whatever they enqueue in turn, until none is
    /// left. Called by the loop thread only.
    func runPending() {
        while true {
            let (jobs, actions) = inbox.withLock { inbox in
                defer {
                    inbox.jobs.removeAll(keepingCapacity: true)
                    inbox.actions.removeAll(keepingCapacity: true)
                }
                return (inbox.jobs, inbox.actions)
            }
            if jobs.isEmpty, actions.isEmpty { return }
            for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
            for action in actions { action() }
        }
    }

    /// Marks the loop as about to sleep; `false` (and no mark) when work is already waiting.
    func prepareToSleep() -> Bool {
        inbox.withLock { inbox in
            guard inbox.isEmpty else { return false }
            inbox.isSleeping = true
            return true
        }
    }

    /// Marks the loop awake again.
    func finishedSleeping() {
        inbox.withLock { $0.isSleeping = false }
    }
}
