import ChildProcessTesting
import Foundation
import Glibc
import Synchronization
import Testing
@testable import Daemon

@Suite("Connection executor")
struct ConnectionExecutorTests {
    @Test("A request task's jobs run on the thread that pumps the executor")
    func jobsRunOnThePumpingThread() async throws {
        let result: (pump: pthread_t, task: pthread_t?, done: Bool) = try await offPool {
            let executor = ConnectionExecutor()
            let ranOn = Mutex<pthread_t?>(nil)
            let finished = Mutex(false)
            Task(executorPreference: executor) {
                await Task.yield()
                ranOn.withLock { $0 = pthread_self() }
                finished.withLock { $0 = true }
                executor.wake()
            }
            let done = executor.runJobs(until: { finished.withLock { $0 } })
            return (pthread_self(), ranOn.withLock { $0 }, done)
        }
        #expect(result.done)
        #expect(result.task.map { pthread_equal($0, result.pump) != 0 } == true)
    }

    @Test("Pumping gives up at the deadline when the condition never holds")
    func pumpingStopsAtTheDeadline() async throws {
        let done = try await offPool {
            ConnectionExecutor().runJobs(until: { false }, deadline: .now + .milliseconds(20))
        }
        #expect(!done)
    }
}
