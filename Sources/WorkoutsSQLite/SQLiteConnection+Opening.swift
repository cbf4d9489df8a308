import Workouts

extension SQLiteConnection {
    /// What the write-ahead log is cut back to once a checkpoint has emptied it: a large
    /// import can grow the log to the size of its biggest transaction, and SQLite keeps a
    /// log file at its largest size unless told otherwise. Above what everyday writes need
    /// (SQLite checkpoints at 1,000 pages, about 4 MB), so they never pay for regrowing it.
    static let journalSizeLimitBytes = 16 * 1_024 * 1_024
    /// The page cache for queries, in KiB: the weekly summaries read the whole year's sets.
    static let queryCacheKibibytes = 32_768

    /// The log size, in pages, at which a commit checkpoints it (SQLite's default, made explicit).
    static let automaticCheckpointPages = 1_000

    /// Opens (creating if needed) the database at `path` with liftd's durability settings and
    /// brings its schema up to date; every connection to liftd's database is opened this way.
    package static func openMigrated(path: String) throws -> SQLiteConnection {
        try preparePrivateFiles(path)
        let connection = try SQLiteConnection(path: path)
        try connection.execute("""
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = FULL;
            PRAGMA foreign_keys = ON;
            PRAGMA cache_size = -\(queryCacheKibibytes);
            PRAGMA temp_store = MEMORY;
            PRAGMA journal_size_limit = \(journalSizeLimitBytes);
            PRAGMA wal_autocheckpoint = \(automaticCheckpointPages);
            """)
        guard try connection.integer("PRAGMA foreign_keys") == 1 else {
            throw SQLiteError(code: 1, message: "foreign keys cannot be enabled")
        }
        try Schema.migrate(connection)
        connection.resetStatements()
        return connection
    }
}

extension SQLiteConnection {
    /// Creates the database's directory (0700) and file (0600) when missing, and takes the
    /// permissions of group and others from the files that exist. SQLite creates the `-wal`
    /// and `-shm` files with the database file's mode, so they follow it; without this the
    /// database is created 0644 (SQLite's default) or wider under a lax umask, and any local
    /// user could read the training log.
    static func preparePrivateFiles(_ path: String) throws {
        let directory = PathText.removingLastComponent(path)
        if !directory.isEmpty { try PrivateFiles.createDirectory(atPath: directory) }
        try PrivateFiles.createFileIfMissing(atPath: path)
        for file in [path, path + "-wal", path + "-shm"] { try PrivateFiles.restrictFile(atPath: file) }
    }
}
