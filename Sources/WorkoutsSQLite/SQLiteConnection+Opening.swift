extension SQLiteConnection {
    /// Opens (creating if needed) the database at `path` with liftd's durability settings and
    /// brings its schema up to date; every connection to liftd's database is opened this way.
    static func openMigrated(path: String) throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("""
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = FULL;
            PRAGMA foreign_keys = ON;
            PRAGMA cache_size = -32768;
            PRAGMA temp_store = MEMORY;
            """)
        guard try connection.integer("PRAGMA foreign_keys") == 1 else {
            throw SQLiteError(code: 1, message: "foreign keys cannot be enabled")
        }
        try Schema.migrate(connection)
        connection.resetStatements()
        return connection
    }
}
