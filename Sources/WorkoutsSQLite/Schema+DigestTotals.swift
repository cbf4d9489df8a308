extension Schema {
    /// Workout digests added up per week (all exercises) and per exercise (all weeks), kept by
    /// triggers as digests come and go like `week_set_digests`, so a site's fingerprints read
    /// a row per week and per exercise instead of adding up every week's every exercise.
    static let digestTotals = """
        CREATE TABLE week_digest_totals (
            week_start REAL PRIMARY KEY,
            week TEXT NOT NULL,
            workouts INTEGER NOT NULL,
            working_sets INTEGER NOT NULL,
            all_sets INTEGER NOT NULL,
            hash_high INTEGER NOT NULL,
            hash_low INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE exercise_digest_totals (
            exercise_id INTEGER PRIMARY KEY,
            workouts INTEGER NOT NULL,
            working_sets INTEGER NOT NULL,
            all_sets INTEGER NOT NULL,
            hash_high INTEGER NOT NULL,
            hash_low INTEGER NOT NULL
        );
        INSERT INTO week_digest_totals
            SELECT week_start, min(week), sum(workouts), sum(working_sets), sum(all_sets), sum(hash_high), sum(hash_low)
            FROM week_set_digests GROUP BY week_start;
        INSERT INTO exercise_digest_totals
            SELECT exercise_id, sum(workouts), sum(working_sets), sum(all_sets), sum(hash_high), sum(hash_low)
            FROM week_set_digests GROUP BY exercise_id;
        CREATE TRIGGER digest_added_to_totals AFTER INSERT ON workout_set_digests BEGIN
            INSERT INTO week_digest_totals (week_start, week, workouts, working_sets, all_sets, hash_high, hash_low)
            VALUES (NEW.week_start, NEW.week, 1, NEW.working_sets, NEW.all_sets, NEW.hash_high, NEW.hash_low)
            ON CONFLICT (week_start) DO UPDATE SET
                workouts = workouts + 1, working_sets = working_sets + excluded.working_sets,
                all_sets = all_sets + excluded.all_sets, hash_high = hash_high + excluded.hash_high,
                hash_low = hash_low + excluded.hash_low;
            INSERT INTO exercise_digest_totals (exercise_id, workouts, working_sets, all_sets, hash_high, hash_low)
            VALUES (NEW.exercise_id, 1, NEW.working_sets, NEW.all_sets, NEW.hash_high, NEW.hash_low)
            ON CONFLICT (exercise_id) DO UPDATE SET
                workouts = workouts + 1, working_sets = working_sets + excluded.working_sets,
                all_sets = all_sets + excluded.all_sets, hash_high = hash_high + excluded.hash_high,
                hash_low = hash_low + excluded.hash_low;
        END;
        CREATE TRIGGER digest_removed_from_totals AFTER DELETE ON workout_set_digests BEGIN
            UPDATE week_digest_totals SET
                workouts = workouts - 1, working_sets = working_sets - OLD.working_sets,
                all_sets = all_sets - OLD.all_sets, hash_high = hash_high - OLD.hash_high,
                hash_low = hash_low - OLD.hash_low
            WHERE week_start = OLD.week_start;
            DELETE FROM week_digest_totals WHERE week_start = OLD.week_start AND workouts = 0;
            UPDATE exercise_digest_totals SET
                workouts = workouts - 1, working_sets = working_sets - OLD.working_sets,
                all_sets = all_sets - OLD.all_sets, hash_high = hash_high - OLD.hash_high,
                hash_low = hash_low - OLD.hash_low
            WHERE exercise_id = OLD.exercise_id;
            DELETE FROM exercise_digest_totals WHERE exercise_id = OLD.exercise_id AND workouts = 0;
        END;
        """
}
