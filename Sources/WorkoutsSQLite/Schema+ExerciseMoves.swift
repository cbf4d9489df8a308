extension Schema {
    /// The names `rename-exercise` and `merge-exercises` moved an exercise away from, by
    /// `ExerciseNameKey`, each with the exercise its sets went to: a later set under the old
    /// name (the next export of the app that still spells it so) goes there too, instead of
    /// bringing the old exercise back. Written to run again harmlessly.
    static let exerciseMoves = """
        CREATE TABLE IF NOT EXISTS exercise_moves (
            name_key TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            exercise_id INTEGER NOT NULL
        );
        """
}
