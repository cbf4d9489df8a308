import Foundation
import Synchronization
import Testing
import TestSupport
@testable import Inbox

@Suite("The inbox's timer")
struct InotifyTimerTests {
    @Test("The inotify thread calls due once the time set has passed, for a delay run out or to come; a later setting replaces an earlier one")
    func dueAfterTheDelay() async throws {
        let inotify = try Inotify()
        let calls = Mutex(0)
        try inotify.start({ _ in }, due: { calls.withLock { $0 += 1 } })
        defer { inotify.stop() }
        inotify.wake(after: .milliseconds(20))
        try await eventually("due called after 20 ms") { calls.withLock { $0 } == 1 }
        inotify.wake(after: .zero)
        try await eventually("due called for a delay of zero") { calls.withLock { $0 } == 2 }
        inotify.wake(after: .seconds(-3))
        try await eventually("due called for a delay run out") { calls.withLock { $0 } == 3 }
        inotify.wake(after: .seconds(3_600))
        inotify.wake(after: .milliseconds(10))
        try await eventually("due called once an hour was replaced by 10 ms") { calls.withLock { $0 } == 4 }
    }
}
