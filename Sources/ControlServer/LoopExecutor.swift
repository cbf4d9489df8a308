import Glibc
import Synchronization

/// Runs work on the server loop's thread: the jobs of request tasks (it is their preferred
/// executor, so a request whose chain finds the store idle is handled start to finish
/// without leaving the thread) and actions other threads post to the loop.
///
/// It is `@unchecked Sendable` for `drained` alone, which only the loop thread touches.
final class LoopExecutor: TaskExecutor, @unchecked Sendable {
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
    /// The lists `runPending` last emptied, swapped into the inbox with their storage, so
    /// that queueing work allocates nothing once the loop runs.
    private var drained = Inbox()
    private let poll: EventPoll
    /// The loop thread's `pthread_self()`, once it runs (0 before).
    private let loopThread = Atomic<UInt>(0)

    /// An executor whose loop sleeps in `poll`.
    init(poll: EventPoll) {
        self.poll = poll
    }

    /// Marks the calling thread as the loop's. Called by the loop thread when it starts.
    func becomeLoopThread() {
        loopThread.store(pthread_self(), ordering: .relaxed)
    }

    /// Whether the caller runs on the loop's thread.
    var isLoopThread: Bool {
        loopThread.load(ordering: .relaxed) == pthread_self()
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
            inbox.withLock { inbox in
                swap(&inbox.jobs, &drained.jobs)
                swap(&inbox.actions, &drained.actions)
            }
            if drained.isEmpty { return }
            for job in drained.jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
            for action in drained.actions { action() }
            drained.jobs.removeAll(keepingCapacity: true)
            drained.actions.removeAll(keepingCapacity: true)
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
