extension Schema {
    /// The app each imported workout came from (`WorkoutSource`), so that a later export of
    /// that app is followed and another app's, or a workout logged in liftd, is left alone.
    /// Workouts whose import is in the history take its format's app; older imported
    /// workouts have no row until an import of any app finds them. A trigger forgets a
    /// deleted workout's row. Written to run again harmlessly.
    static let workoutSources = """
        CREATE TABLE IF NOT EXISTS workout_sources (
            workout_id INTEGER PRIMARY KEY,
            source TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS workout_sources_by_source ON workout_sources (source);
        INSERT OR IGNORE INTO workout_sources (workout_id, source)
            SELECT iw.workout_id, CASE i.format WHEN 'hevy' THEN 'hevy' WHEN 'fitnotes' THEN 'fitnotes' ELSE 'strong' END
            FROM import_workouts iw JOIN imports i ON i.id = iw.import_id JOIN workouts w ON w.id = iw.workout_id
            WHERE w.imported = 1 ORDER BY i.id;
        CREATE TRIGGER IF NOT EXISTS workout_source_forgotten AFTER DELETE ON workouts BEGIN
            DELETE FROM workout_sources WHERE workout_id = OLD.id;
        END;
        """
}
