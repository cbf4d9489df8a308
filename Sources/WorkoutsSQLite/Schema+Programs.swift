extension Schema {
    /// What programs are replayed from besides the config (`ProgramLogKeeping`):
    /// `program_sessions` names the program each workout started for it counts for (a row
    /// goes with its workout when the workout is deleted), and `program_changes` keeps the
    /// sessions skipped (`skip`) and the training maxes set by hand (`set-base`). Written to
    /// run again harmlessly.
    static let programs = """
        CREATE TABLE IF NOT EXISTS program_sessions (
            workout_id INTEGER PRIMARY KEY,
            program TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS program_sessions_by_program ON program_sessions (program);
        CREATE TRIGGER IF NOT EXISTS workout_deleted_leaves_program AFTER DELETE ON workouts BEGIN
            DELETE FROM program_sessions WHERE workout_id = OLD.id;
        END;
        CREATE TABLE IF NOT EXISTS program_changes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            program TEXT NOT NULL,
            at REAL NOT NULL,
            kind TEXT NOT NULL CHECK (kind = 'skip' OR kind = 'set-base'),
            exercise TEXT,
            track TEXT,
            kilograms REAL CHECK (kilograms IS NULL OR kilograms >= 0)
        );
        CREATE INDEX IF NOT EXISTS program_changes_by_program ON program_changes (program, at);
        """
}
