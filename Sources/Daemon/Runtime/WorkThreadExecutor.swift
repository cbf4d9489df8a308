import CLinux
import Dispatch
import Synchronization
import Threads

/// The thread the daemon's own work runs on: its services, the store's chains for requests
/// that may touch the database or files, the scheduler. It is the tasks' preferred executor
/// (`withTaskExecutorPreference`), so that work never lands on a socket loop, and never on
/// Dispatch's worker threads either: once one of those has run, libdispatch checks its pool
/// every second for as long as the process lives, and an idle daemon would never sleep.
///
/// One thread is enough: the store runs one chain at a time, and what blocks (child
/// processes, the scheduler's wall-clock wait) does so on threads of its own. Idle, the
/// thread sleeps on a semaphore, with no timer.
final class WorkThreadExecutor: TaskExecutor, Sendable {
    private struct Inbox {
        var jobs: [UnownedJob] = []
        /// Whether the thread sleeps on `wakeUp`, so a new job must signal it.
        var isSleeping = false
    }

    /// The daemon's work thread, started the first time it is needed.
    static let daemon = WorkThreadExecutor(name: "liftd-work")

    private let inbox = Mutex(Inbox())
    /// Futex-based; signalling it starts no Dispatch thread.
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Starts the thread, named `name`; it runs as long as the process. Without it the daemon
    /// can do no work at all, so a system that gives no thread stops the process, saying so.
    private init(name: String) {
        do throws(ThreadStartFailure) {
            try DetachedThread.start { [self] in
                liftd_name_current_thread(name)
                runJobs()
            }
        } catch {
            fatalError("\(name): \(error)")
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let wasSleeping = inbox.withLock { inbox in
            inbox.jobs.append(job)
            defer { inbox.isSleeping = false }
            return inbox.isSleeping
        }
        if wasSleeping { wakeUp.signal() }
    }

    /// Runs jobs as they come, sleeping when there are none.
    private func runJobs() -> Never {
        var batch: [UnownedJob] = []
        while true {
            let hasJobs = inbox.withLock { inbox in
                swap(&inbox.jobs, &batch)
                if batch.isEmpty { inbox.isSleeping = true }
                return !batch.isEmpty
            }
            guard hasJobs else {
                wakeUp.wait()
                continue
            }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
