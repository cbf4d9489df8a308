extension Schema {
    /// Records keep their exact values beside the hundredths they are compared in, so that
    /// what people see is rounded once (issue 33): remakes `record_entries` with `value` and
    /// `previous` columns, forgets the trackers (their blobs gain the exact value of each
    /// mark, `StoredTracker`) and the estimate they were built with, so that the first open
    /// rebuilds every exercise's records from its sets (`RecordStore.rebuildIfNeeded`). The
    /// sets, workouts and bodyweights are untouched: records are derived from them. Running it
    /// again on a database it already ran on changes nothing but the records, rebuilt again.
    static let exactRecordValues = """
        DROP TABLE IF EXISTS record_entries;
        CREATE TABLE record_entries (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            exercise_id INTEGER NOT NULL REFERENCES exercises (id),
            kind TEXT NOT NULL,
            weight_h INTEGER NOT NULL,
            set_id INTEGER NOT NULL,
            workout_id INTEGER NOT NULL,
            value_h INTEGER NOT NULL,
            previous_h INTEGER,
            achieved_at REAL NOT NULL,
            is_record INTEGER NOT NULL CHECK (is_record = 0 OR is_record = 1),
            value REAL NOT NULL,
            previous REAL,
            UNIQUE (exercise_id, kind, weight_h, set_id, workout_id)
        );
        CREATE INDEX record_entries_by_date ON record_entries (achieved_at) WHERE is_record = 1;
        DELETE FROM record_trackers;
        DELETE FROM record_stale;
        UPDATE record_settings SET formula = NULL, rep_cap = NULL;
        """
}
