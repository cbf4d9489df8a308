import Foundation

/// Runs the jobs of a connection's request tasks on the connection's own thread, which waits
/// for the answer anyway: a request then costs no hand-off to Swift's shared threads and
/// back. Jobs are run only while the thread pumps (see `runJobs`), and the thread pumps until
/// the request's task has ended, so no job is ever left behind.
final class ConnectionExecutor: TaskExecutor, @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isWoken = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Wakes a thread waiting in `runJobs` so it checks its condition again.
    func wake() {
        condition.lock()
        isWoken = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs on the calling thread until `isDone` says so (checked after every batch and
    /// every wake) or `deadline` passes; returns whether `isDone` held.
    func runJobs(until isDone: () -> Bool, deadline: ContinuousClock.Instant? = nil) -> Bool {
        while true {
            condition.lock()
            while jobs.isEmpty, !isWoken {
                if let deadline {
                    let remaining = ContinuousClock.now.duration(to: deadline)
                    let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
                    if seconds <= 0 || !condition.wait(until: Date(timeIntervalSinceNow: seconds)) {
                        condition.unlock()
                        return isDone()
                    }
                } else {
                    condition.wait()
                }
            }
            isWoken = false
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            if isDone() { return true }
        }
    }
}
