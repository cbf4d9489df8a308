import CSQLite
import Workouts

/// Copies a live database with SQLite's backup API, in steps, from one read snapshot: the
/// copy holds exactly what the database held when the copy began, whatever is written
/// meanwhile, and the writers are never held up.
struct DatabaseCopier {
    /// Pages copied per step: 1 MiB at SQLite's default 4 KiB page.
    static let pagesPerStep: Int32 = 256

    /// Copies the database at `source` into the new file `destination` (0600), at no more
    /// than `bytesPerSecond` when given, awaiting between steps. Returns the rows per table
    /// of the snapshot copied, which the copy was checked to hold too. The copy is in
    /// rollback-journal mode, a file complete in itself. Throws when the copy fails, cannot
    /// be checked or differs; the caller removes it.
    static func copy(_ source: String, to destination: String, bytesPerSecond: Int?) async throws -> [String: Int] {
        let reader = try SQLiteConnection(path: source, readOnly: true)
        // The read transaction is the snapshot: every step copies from it.
        try reader.execute("BEGIN")
        defer { try? reader.execute("ROLLBACK") }
        let counts = try DatabaseCheck.rowCounts(reader)
        let pageSize = Int(try reader.integer("PRAGMA page_size"))
        reader.resetStatements()

        try PrivateFiles.createEmptyFile(atPath: destination)
        let copy = try SQLiteConnection(path: destination)
        guard let backup = sqlite3_backup_init(copy.handle, "main", reader.handle, "main") else {
            throw SQLiteError(code: SQLITE_ERROR, message: "cannot start a backup to \(destination): \(copy.lastErrorMessage)")
        }
        var finished = false
        defer { if !finished { sqlite3_backup_finish(backup) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pagesCopied = 0
        while true {
            let code = sqlite3_backup_step(backup, pagesPerStep)
            guard code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_BUSY || code == SQLITE_LOCKED else {
                throw SQLiteError(code: code, message: "the backup to \(destination) failed: \(copy.lastErrorMessage)")
            }
            if code == SQLITE_DONE { break }
            pagesCopied += Int(pagesPerStep)
            if let bytesPerSecond, bytesPerSecond > 0 {
                let due = Duration.seconds(Double(pagesCopied) * Double(pageSize) / Double(bytesPerSecond))
                let ahead = due - (clock.now - start)
                if ahead > .zero { try await Task.sleep(for: ahead) }
            } else {
                await Task.yield()
            }
            try Task.checkCancellation()
        }
        finished = true
        let code = sqlite3_backup_finish(backup)
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: "the backup to \(destination) failed: \(copy.lastErrorMessage)")
        }
        try copy.execute("PRAGMA journal_mode = DELETE")
        try DatabaseCheck.checkIntegrity(copy, of: destination)
        let copied = try DatabaseCheck.rowCounts(copy)
        guard copied == counts else {
            throw BackupError("the copy \(destination) holds other rows than the database did: \(copied) instead of \(counts)")
        }
        return counts
    }
}
