import Synchronization

extension Mutex where Value == SQLiteConnection {
    /// Runs `body` with the connection held, then resets every statement it used, so no
    /// half-read query keeps an old snapshot open. (An open snapshot makes the next write
    /// fail with SQLITE_BUSY_SNAPSHOT once another connection to the file has written.)
    package func access<Result>(_ body: (SQLiteConnection) throws -> sending Result) throws -> sending Result {
        try withLock { connection in
            defer { connection.resetStatements() }
            return try body(connection)
        }
    }
}
