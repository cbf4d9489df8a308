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
    func openingWaitsForTheLock() throws {
        let database = try TemporaryDatabase()
        let path = database.path
        let holder = try SQLiteConnection(path: path)
        try holder.execute("BEGIN EXCLUSIVE; CREATE TABLE held (x);")
        let outcome = OpeningOutcome()
        // The opener blocks in SQLite, so it gets a thread of its own, not the cooperative pool.
        Thread { outcome.finish(Result { _ = try SQLiteConnection.openMigrated(path: path) }) }.start()
        // Give the opener the chance to meet the lock; the outcome must not depend on it.
        usleep(200_000)
        try holder.execute("COMMIT")
        #expect(throws: Never.self) { try outcome.wait().get() }
    }
}

/// The result of an open on another thread, handed over once.
private final class OpeningOutcome: @unchecked Sendable {
    // @unchecked: `result` is written before `done` is signalled and read after waiting on it.
    private var result: Result<Void, any Error> = .success(())
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Void, any Error>) {
        self.result = result
        done.signal()
    }

    func wait() -> Result<Void, any Error> {
        done.wait()
        return result
    }
}
