extension Schema {
    /// Records follow each exercise's load type and the weekly report reads them: drops the
    /// summary's own best-lift steps (derived from the sets, read by nothing now), forgets
    /// the estimate the records were built with so that the first open rebuilds every
    /// exercise's records from its sets (`RecordStore.rebuildIfNeeded`; the sets, workouts
    /// and bodyweights are untouched: records are derived from them), and indexes record entries by when they were set, for a week's records.
    static let loadTypedRecords = """
        DROP TABLE IF EXISTS best_lift_steps;
        DROP TABLE IF EXISTS best_lift_state;
        DROP TABLE IF EXISTS best_lift_stale;
        UPDATE record_settings SET formula = NULL, rep_cap = NULL;
        CREATE INDEX IF NOT EXISTS record_entries_by_date ON record_entries (achieved_at) WHERE is_record = 1;
        """
}
