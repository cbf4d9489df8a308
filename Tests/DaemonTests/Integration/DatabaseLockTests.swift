import Foundation
import TestSupport
import Testing

@Suite("One daemon to a database")
struct DatabaseLockTests {
    @Test("A second liftd on a database a running one holds refuses to start, naming the lock, and the first goes on")
    func secondDaemonRefuses() async throws {
        let first = try await startDaemon()
        let second = try DaemonProcess(first.sandbox)
        #expect(try await second.waitForExit() == 73)
        let line = try await second.waitForErrorLine("the refusal") { $0.contains("refusing to start") }
        #expect(line.contains("another process is using the database") && line.contains("liftd.sqlite.lock"), "\(line)")
        _ = try result(of: try await first.request("ping"))
        try await stopCleanly(first)
        let third = try DaemonProcess(first.sandbox)
        try await third.waitUntilReady()
        try await stopCleanly(third)
    }
}
