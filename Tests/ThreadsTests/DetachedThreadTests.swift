import Glibc
import Synchronization
import Testing
@testable import Threads

@Suite("DetachedThread")
struct DetachedThreadTests {
    @Test("The work runs on a thread other than the caller's")
    func runsOnANewThread() throws {
        let done = Semaphore()
        let workThread = Mutex<pthread_t?>(nil)
        try DetachedThread.start {
            workThread.withLock { $0 = pthread_self() }
            done.signal()
        }
        #expect(done.wait(seconds: 10), "the work did not run within 10 s")
        let thread = try #require(workThread.withLock { $0 })
        #expect(pthread_equal(thread, pthread_self()) == 0)
    }

    @Test("Each start runs its own work once")
    func eachStartRunsItsWorkOnce() throws {
        let counts = Mutex([Int](repeating: 0, count: 8))
        let done = Semaphore()
        for index in 0..<8 {
            try DetachedThread.start {
                counts.withLock { $0[index] += 1 }
                done.signal()
            }
        }
        for _ in 0..<8 { #expect(done.wait(seconds: 10), "a thread's work did not run within 10 s") }
        #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 8))
    }

    @Test("A failure to start says why")
    func failureSaysWhy() {
        #expect(ThreadStartFailure(errorNumber: EAGAIN).description
            == "cannot start a thread: Resource temporarily unavailable")
    }
}

/// A POSIX semaphore with a bounded wait, for a test thread to wait on a detached one.
private final class Semaphore: @unchecked Sendable {
    private var semaphore = sem_t()

    init() { sem_init(&semaphore, 0, 0) }
    deinit { sem_destroy(&semaphore) }

    func signal() { sem_post(&semaphore) }

    /// Whether the semaphore was signalled within `seconds`.
    func wait(seconds: Int) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_sec += seconds
        while sem_timedwait(&semaphore, &deadline) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
}
