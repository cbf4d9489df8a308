extension Schema {
    /// Each import from now on, by id (AUTOINCREMENT: never reused, even after the newest
    /// is undone), with the file, format, counts and when it was undone; what it added: the
    /// workouts it stored new (their sets go with them), the sets it added to workouts
    /// already stored, and the bodyweights it stored (with their source, so one a lifter
    /// logged over since is not removed). Imports before this migration have no entry; the
    /// inbox's `inbox_imported_files` is left as it was.
    static let importHistory = """
        CREATE TABLE imports (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            file TEXT NOT NULL,
            format TEXT NOT NULL,
            imported_at REAL NOT NULL,
            workouts_added INTEGER NOT NULL DEFAULT 0,
            sets_added INTEGER NOT NULL DEFAULT 0,
            bodyweights_added INTEGER NOT NULL DEFAULT 0,
            undone_at REAL
        );
        CREATE TABLE import_workouts (
            import_id INTEGER NOT NULL REFERENCES imports (id),
            workout_id INTEGER NOT NULL,
            PRIMARY KEY (import_id, workout_id)
        ) WITHOUT ROWID;
        CREATE TABLE import_sets (
            import_id INTEGER NOT NULL REFERENCES imports (id),
            set_id INTEGER NOT NULL,
            PRIMARY KEY (import_id, set_id)
        ) WITHOUT ROWID;
        CREATE TABLE import_bodyweights (
            import_id INTEGER NOT NULL REFERENCES imports (id),
            measured_at REAL NOT NULL,
            source TEXT NOT NULL,
            PRIMARY KEY (import_id, measured_at)
        ) WITHOUT ROWID;
        """
}
