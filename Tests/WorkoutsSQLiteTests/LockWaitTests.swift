import ChildProcessTesting
import Foundation
import Testing
@testable import WorkoutsSQLite

/// Every connection to liftd's database waits for another connection's lock (up to its busy
/// timeout) from its very first statement, so opening the file while another connection
/// commits, checkpoints or closes never fails with "database is locked" (SQLite error 5).
@Suite("Waiting for another connection's lock")
struct LockWaitTests {
    @Test("A connection has its busy timeout before it runs any statement")
    func busyTimeoutFromTheStart() throws {
        let database = try TemporaryDatabase()
        let connection = try SQLiteConnection(path: database.path)
        #expect(try connection.integer("PRAGMA busy_timeout") == Int64(SQLiteConnection.busyTimeoutMilliseconds))
    }

    @Test("Opening the database while another connection holds an exclusive lock waits for it instead of failing")
    func openingWaitsForTheLock() async throws {
        let database = try TemporaryDatabase()
        let path = database.path
        let outcome = OpeningOutcome()
        // Both sides block in SQLite, so each gets a thread of its own, not the cooperative pool;
        // the holder commits on the thread that sees the opener waiting, so no hop between
        // the two can outlast the opener's busy timeout.
        try await offPool {
            let holder = try SQLiteConnection(path: path)
            try holder.execute("BEGIN EXCLUSIVE; CREATE TABLE held (x);")
            Thread {
                outcome.start(thread: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? "")
                outcome.finish(Result { _ = try SQLiteConnection.openMigrated(path: path) })
            }.start()
            try outcome.waitUntilWaitingForTheLock()
            try holder.execute("COMMIT")
        }
        await #expect(throws: Never.self) { try await offPool { try outcome.wait().get() } }
    }
}

/// The result of an open on another thread, handed over once.
private final class OpeningOutcome: @unchecked Sendable {
    // @unchecked: `result` is written before `done` is signalled and read after waiting on it.
    // `thread` is written before `started` is signalled and read after waiting on it.
    private var result: Result<Void, any Error> = .success(())
    private var thread = ""
    private let started = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private static let bound: TimeInterval = 30

    /// Notes the opener's thread as `/proc/thread-self` names it (`<pid>/task/<tid>`).
    func start(thread: String) {
        self.thread = thread
        started.signal()
    }

    func finish(_ result: Result<Void, any Error>) {
        self.result = result
        done.signal()
    }

    /// Returns once the opener's thread sleeps in SQLite's busy handler: it met the lock and
    /// waits for it. Throws after the bound, or if the open ends first.
    func waitUntilWaitingForTheLock() throws {
        let giveUp = Date(timeIntervalSinceNow: Self.bound)
        guard started.wait(timeout: .now() + Self.bound) == .success else {
            throw LockWaitFailure("the opener's thread did not start within \(Self.bound) s")
        }
        while Date() < giveUp {
            let channel = (try? String(contentsOfFile: "/proc/\(thread)/wchan", encoding: .utf8)) ?? ""
            if channel.contains("nanosleep") { return }
            if done.wait(timeout: .now()) == .success {
                done.signal()
                throw LockWaitFailure("the open ended without waiting for the lock: \(result)")
            }
            sched_yield()
        }
        throw LockWaitFailure("the opener did not wait for the lock within \(Self.bound) s")
    }

    func wait() throws -> Result<Void, any Error> {
        guard done.wait(timeout: .now() + Self.bound) == .success else {
            throw LockWaitFailure("the open did not end within \(Self.bound) s of the lock's release")
        }
        return result
    }
}

/// A wait in a lock test that did not end as it should, said in words.
private struct LockWaitFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
