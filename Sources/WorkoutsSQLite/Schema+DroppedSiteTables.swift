extension Schema {
    /// Drops what the site's incremental builds kept (the sets' per-workout, per-week and
    /// per-exercise digests, the workouts still to digest, and the triggers keeping them):
    /// every build now renders the whole site from the sets, so nothing on the write path
    /// works for it any more.
    static let droppedSiteTables = """
        DROP TRIGGER IF EXISTS set_changed_forgets_digests;
        DROP TRIGGER IF EXISTS set_deleted_forgets_digests;
        DROP TRIGGER IF EXISTS workout_changed_forgets_digests;
        DROP TRIGGER IF EXISTS workout_deleted_forgets_digests;
        DROP TRIGGER IF EXISTS workout_added_is_undigested;
        DROP TRIGGER IF EXISTS digest_added_to_week;
        DROP TRIGGER IF EXISTS digest_removed_from_week;
        DROP TRIGGER IF EXISTS digest_added_to_totals;
        DROP TRIGGER IF EXISTS digest_removed_from_totals;
        DROP TABLE IF EXISTS week_digest_totals;
        DROP TABLE IF EXISTS exercise_digest_totals;
        DROP TABLE IF EXISTS week_set_digests;
        DROP TABLE IF EXISTS workout_set_digests;
        DROP TABLE IF EXISTS undigested_workouts;
        DROP TABLE IF EXISTS set_digest_calendar;
        """
}
