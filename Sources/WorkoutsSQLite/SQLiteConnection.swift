import CSQLite

/// SQLite's "copy this buffer now" destructor (the `SQLITE_TRANSIENT` macro is not imported).
let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One open database connection and its prepared statements. Not thread-safe: the
/// repository owns it behind a lock. Visible to the package for the tests that write rows
/// the repositories never would (`StoredOutOfRangeTests`).
package final class SQLiteConnection {
    /// How long a statement waits for another connection's lock before failing with
    /// SQLITE_BUSY ("database is locked").
    static let busyTimeoutMilliseconds: Int32 = 5000

    /// The connection's SQLite handle, for the backup API (`DatabaseCopier`).
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]

    /// Whether SQLite stopped counting its memory: done once, before the first connection
    /// opens, so its allocations take no process-wide lock (an import makes millions).
    private static let memoryCountingStopped = liftd_sqlite3_stop_counting_memory() == SQLITE_OK

    /// Opens (creating if needed) the database at `path`; with `readOnly`, opens only an
    /// existing database, for reading.
    init(path: String, readOnly: Bool = false) throws {
        _ = Self.memoryCountingStopped
        var opened: OpaquePointer?
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard let opened else { throw SQLiteError(code: code, message: "cannot open \(path)") }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(opened))
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code, message: "cannot open \(path): \(message)")
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        // Before any statement: the very first one (`PRAGMA journal_mode`) already needs a
        // lock that another connection may hold while it commits, checkpoints or closes.
        sqlite3_busy_timeout(handle, Self.busyTimeoutMilliseconds)
    }

    deinit {
        for statement in statements.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, which may hold several statements and returns no rows.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(message)
            throw SQLiteError(code: code, message: text)
        }
    }

    /// The prepared statement for `sql`, prepared once and reset for reuse. Callers that
    /// keep it across runs reset it themselves.
    package func statement(_ sql: String) throws -> Statement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var prepared: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &prepared, nil)
        guard code == SQLITE_OK, let prepared else { throw error(code) }
        let statement = Statement(prepared, connection: self)
        statements[sql] = statement
        return statement
    }

    /// Resets every prepared statement, ending any read left open.
    func resetStatements() {
        for statement in statements.values { statement.reset() }
    }

    /// Runs `sql`, one statement without parameters or rows, kept prepared for reuse.
    func run(_ sql: String) throws {
        try statement(sql).step()
    }

    /// The single integer `sql` answers, e.g. a pragma.
    func integer(_ sql: String) throws -> Int64 {
        let statement = try statement(sql)
        defer { statement.reset() }
        guard try statement.step() else { throw SQLiteError(code: SQLITE_ERROR, message: "no row for \(sql)") }
        return statement.integer(0)
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
    ///
    /// Every statement is reset before the commit. A statement left on a row keeps the
    /// connection's read transaction open past the commit, and SQLite then refuses the
    /// automatic checkpoint that runs inside the commit (`SQLITE_LOCKED`): with one writer
    /// that commits this way, the write-ahead log is never checkpointed and grows forever.
    func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            resetStatements()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Rows changed by the last statement.
    var changes: Int32 { sqlite3_changes(handle) }
    /// The row id of the last insert.
    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// The error for result `code`, with the connection's message.
    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: lastErrorMessage)
    }
}
