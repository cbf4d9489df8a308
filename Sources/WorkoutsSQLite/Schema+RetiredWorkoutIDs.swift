extension Schema {
    /// A workout's id, like a set's, is never given to another once its workout is deleted
    /// (issue 35): `workouts.id` alone would hand the newest's id to the next workout.
    /// `retired_workout_ids.highest` starts at the highest id stored and a trigger raises it
    /// on every deletion (an undone import's included); new workouts take the id after both
    /// (`nextWorkoutID`). A trigger on `sets` does the same for set ids, on every path a set
    /// is deleted by (a workout's cascade included), so no writer has to remember it.
    /// Written to run again harmlessly.
    static let retiredWorkoutIDs = """
        CREATE TABLE IF NOT EXISTS retired_workout_ids (highest INTEGER NOT NULL);
        INSERT INTO retired_workout_ids (highest)
            SELECT coalesce((SELECT max(id) FROM workouts), 0)
            WHERE NOT EXISTS (SELECT 1 FROM retired_workout_ids);
        CREATE TRIGGER IF NOT EXISTS retire_workout_id AFTER DELETE ON workouts BEGIN
            UPDATE retired_workout_ids SET highest = max(highest, OLD.id);
        END;
        CREATE TRIGGER IF NOT EXISTS retire_set_id AFTER DELETE ON sets BEGIN
            UPDATE retired_set_ids SET highest = max(highest, OLD.id);
        END;
        """

    /// The id a new workout takes: after every workout id stored or retired.
    static let nextWorkoutID =
        "(SELECT max(coalesce((SELECT max(id) FROM workouts), 0), (SELECT highest FROM retired_workout_ids)) + 1)"
}
