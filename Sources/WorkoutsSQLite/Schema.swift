/// liftd's schema as a list of migrations; `PRAGMA user_version` records how many ran.
///
/// Indices: `workouts (started_at, name)` is unique (a workout's natural key) and serves
/// week queries by start; a set's primary key is its natural key `(workout_id,
/// exercise_id, ordinal)` (its place among that exercise's sets in the workout), stored
/// without a separate rowid, and serves loading a workout; `sets (exercise_id,
/// workout_id)` serves per-exercise queries. `exported_workouts` holds, per health export,
/// the workouts it has written (`since=last-run`). `schedule_history` keeps the scheduler's
/// progress per schedule name (see `SQLiteScheduleHistory`). `bodyweights`
/// holds one bodyweight per instant, its key serving "the nearest before a set";
/// `inbox_imported_files` the files the inbox imported (`SQLiteImportedFiles`);
/// `units_choice` the unit `change-units` chose and the config's `units` it was chosen under;
/// `imports` and its `import_…` tables each import and what it added (`Schema.importHistory`);
/// `program_sessions` and `program_changes` what programs replay (`Schema.programs`).
///
/// Every set also has an `id` users name it by (`sets_by_id`, unique), handed out by
/// `SetWriter` above both the highest id stored and `retired_set_ids.highest`, which a
/// trigger raises on every deletion (`Schema.retiredWorkoutIDs`): so an id, once given, is
/// never given to another set. Workouts likewise take ids above `retired_workout_ids.highest`.
enum Schema {
    static let migrations: [String] = [
        """
        CREATE TABLE exercises (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        );
        CREATE TABLE workouts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            started_at REAL NOT NULL,
            ended_at REAL,
            notes TEXT NOT NULL DEFAULT '',
            imported INTEGER NOT NULL DEFAULT 0 CHECK (imported = 0 OR imported = 1),
            UNIQUE (started_at, name)
        );
        CREATE TABLE sets (
            workout_id INTEGER NOT NULL REFERENCES workouts (id) ON DELETE CASCADE,
            exercise_id INTEGER NOT NULL REFERENCES exercises (id),
            ordinal INTEGER NOT NULL CHECK (ordinal >= 1),
            position INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind = 'normal' OR kind = 'warm-up' OR kind = 'drop' OR kind = 'failure'),
            weight_kg REAL CHECK (weight_kg IS NULL OR weight_kg >= 0),
            reps INTEGER NOT NULL CHECK (reps >= 0),
            rpe REAL,
            duration_s REAL CHECK (duration_s IS NULL OR duration_s >= 0),
            distance_m REAL CHECK (distance_m IS NULL OR distance_m >= 0),
            performed_at REAL,
            notes TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (workout_id, exercise_id, ordinal)
        ) WITHOUT ROWID;
        CREATE INDEX sets_by_exercise ON sets (exercise_id, workout_id);
        """,
        """
        CREATE TABLE export_watermarks (
            export TEXT PRIMARY KEY,
            workout_id INTEGER NOT NULL
        ) WITHOUT ROWID;
        """,
        """
        CREATE TABLE schedule_history (
            name TEXT PRIMARY KEY,
            handled_through REAL NOT NULL,
            last_run_at REAL,
            last_result TEXT
        ) WITHOUT ROWID;
        """,
        """
        ALTER TABLE sets ADD COLUMN id INTEGER;
        UPDATE sets SET id = numbered.n FROM (
            SELECT workout_id, exercise_id, ordinal,
                   row_number() OVER (ORDER BY workout_id, position, exercise_id, ordinal) AS n
            FROM sets
        ) AS numbered
        WHERE sets.workout_id = numbered.workout_id AND sets.exercise_id = numbered.exercise_id
          AND sets.ordinal = numbered.ordinal;
        CREATE UNIQUE INDEX sets_by_id ON sets (id);
        CREATE TABLE retired_set_ids (highest INTEGER NOT NULL);
        INSERT INTO retired_set_ids (highest) VALUES (0);
        """,
        // A watermark ("the highest workout written") skipped every workout finished after a
        // higher-numbered one had been written: remember each workout written instead. Every
        // workout up to a watermark had been written, so those are carried over.
        """
        CREATE TABLE exported_workouts (
            export TEXT NOT NULL,
            workout_id INTEGER NOT NULL REFERENCES workouts (id) ON DELETE CASCADE,
            PRIMARY KEY (export, workout_id)
        ) WITHOUT ROWID;
        INSERT INTO exported_workouts (export, workout_id)
            SELECT m.export, w.id FROM export_watermarks m JOIN workouts w ON w.id <= m.workout_id;
        DROP TABLE export_watermarks;
        """,
        // Personal records, kept up to date on every write (see `RecordMaintainer`): each
        // exercise's history entries and its tracker (the running bests, as JSON); the
        // exercises an import left to recompute (done before records are next read). The
        // settings row names the estimate they were built with; NULL means not built yet,
        // so the first open builds them from every set (and again when the estimate changes).
        """
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
            UNIQUE (exercise_id, kind, weight_h, set_id, workout_id)
        );
        CREATE TABLE record_trackers (
            exercise_id INTEGER PRIMARY KEY REFERENCES exercises (id),
            state TEXT NOT NULL
        );
        CREATE TABLE record_stale (exercise_id INTEGER PRIMARY KEY);
        CREATE TABLE record_settings (formula TEXT, rep_cap INTEGER);
        INSERT INTO record_settings (formula, rep_cap) VALUES (NULL, NULL);
        """,
        // Bodyweights, one per instant (log-bodyweight, Apple Health imports): the volume of
        // assisted and weighted bodyweight sets reads the nearest one before each set.
        """
        CREATE TABLE bodyweights (
            measured_at REAL PRIMARY KEY,
            kilograms REAL NOT NULL CHECK (kilograms > 0),
            source TEXT NOT NULL
        ) WITHOUT ROWID;
        """,
        // The files the inbox imported, by name, size and modification time: one arriving
        // again (a sync tool restoring it) is moved to done/ without being read.
        """
        CREATE TABLE inbox_imported_files (
            name TEXT NOT NULL,
            size INTEGER NOT NULL,
            modified_ns INTEGER NOT NULL,
            imported_at REAL NOT NULL,
            PRIMARY KEY (name, size, modified_ns)
        ) WITHOUT ROWID;
        """,
        // (Dropped by `loadTypedRecords`.) The summary's best lifts before any instant, kept
        // on write; every exercise with sets starts marked to compute when first read.
        """
        CREATE TABLE best_lift_steps (
            exercise_id INTEGER NOT NULL REFERENCES exercises (id),
            started_at REAL NOT NULL,
            heaviest_kg REAL NOT NULL,
            estimate_kg REAL,
            PRIMARY KEY (exercise_id, started_at)
        ) WITHOUT ROWID;
        CREATE TABLE best_lift_state (
            exercise_id INTEGER PRIMARY KEY REFERENCES exercises (id),
            through REAL NOT NULL,
            heaviest_kg REAL NOT NULL,
            estimate_kg REAL
        );
        CREATE TABLE best_lift_stale (exercise_id INTEGER PRIMARY KEY);
        INSERT INTO best_lift_stale (exercise_id) SELECT DISTINCT exercise_id FROM sets;
        """,
        // (Dropped by `droppedSiteTables`.) A digest of each workout's sets per exercise, made when a
        // site build first reads the workout and forgotten whenever its sets change: by these
        // triggers for changed and deleted sets and workouts, and by `SetWriter` when sets are
        // added to a workout already stored (a trigger per inserted set made each insert about
        // 40% slower). Row `exercise_id = 0` marks a workout as digested, sets or not.
        """
        CREATE TABLE workout_set_digests (
            workout_id INTEGER NOT NULL,
            exercise_id INTEGER NOT NULL,
            working_sets INTEGER NOT NULL,
            all_sets INTEGER NOT NULL,
            hash_high INTEGER NOT NULL,
            hash_low INTEGER NOT NULL,
            PRIMARY KEY (workout_id, exercise_id)
        ) WITHOUT ROWID;
        CREATE TRIGGER set_changed_forgets_digests AFTER UPDATE ON sets BEGIN
            DELETE FROM workout_set_digests WHERE workout_id IN (OLD.workout_id, NEW.workout_id);
        END;
        CREATE TRIGGER set_deleted_forgets_digests AFTER DELETE ON sets BEGIN
            DELETE FROM workout_set_digests WHERE workout_id = OLD.workout_id;
        END;
        CREATE TRIGGER workout_changed_forgets_digests AFTER UPDATE OF id, started_at ON workouts BEGIN
            DELETE FROM workout_set_digests WHERE workout_id IN (OLD.id, NEW.id);
        END;
        CREATE TRIGGER workout_deleted_forgets_digests AFTER DELETE ON workouts BEGIN
            DELETE FROM workout_set_digests WHERE workout_id = OLD.id;
        END;
        """,
        // Workout digests added up per week of the calendar `set_digest_calendar` names and
        // exercise, kept by triggers as digests come and go, so fingerprints by week read one
        // row per week and exercise instead of every workout's. Each digest remembers its
        // week (its start and its name); digests of another calendar were dropped and made again.
        // The workouts to digest are listed as they are stored or changed, so a read looks at
        // those instead of every workout; marker rows (`exercise_id = 0`) are no longer kept.
        """
        DELETE FROM workout_set_digests;
        ALTER TABLE workout_set_digests ADD COLUMN week_start REAL NOT NULL DEFAULT 0;
        ALTER TABLE workout_set_digests ADD COLUMN week TEXT NOT NULL DEFAULT '';
        CREATE TABLE set_digest_calendar (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            calendar TEXT NOT NULL
        );
        CREATE TABLE week_set_digests (
            week_start REAL NOT NULL,
            exercise_id INTEGER NOT NULL,
            week TEXT NOT NULL,
            workouts INTEGER NOT NULL,
            working_sets INTEGER NOT NULL,
            all_sets INTEGER NOT NULL,
            hash_high INTEGER NOT NULL,
            hash_low INTEGER NOT NULL,
            PRIMARY KEY (week_start, exercise_id)
        ) WITHOUT ROWID;
        CREATE INDEX week_set_digests_by_exercise ON week_set_digests (exercise_id, week_start);
        CREATE TABLE undigested_workouts (workout_id INTEGER PRIMARY KEY);
        INSERT INTO undigested_workouts SELECT id FROM workouts;
        CREATE TRIGGER digest_added_to_week AFTER INSERT ON workout_set_digests BEGIN
            INSERT INTO week_set_digests (week_start, exercise_id, week, workouts, working_sets, all_sets, hash_high, hash_low)
            VALUES (NEW.week_start, NEW.exercise_id, NEW.week, 1, NEW.working_sets, NEW.all_sets, NEW.hash_high, NEW.hash_low)
            ON CONFLICT (week_start, exercise_id) DO UPDATE SET
                workouts = workouts + 1, working_sets = working_sets + excluded.working_sets,
                all_sets = all_sets + excluded.all_sets, hash_high = hash_high + excluded.hash_high,
                hash_low = hash_low + excluded.hash_low;
        END;
        CREATE TRIGGER digest_removed_from_week AFTER DELETE ON workout_set_digests BEGIN
            UPDATE week_set_digests SET
                workouts = workouts - 1, working_sets = working_sets - OLD.working_sets,
                all_sets = all_sets - OLD.all_sets, hash_high = hash_high - OLD.hash_high,
                hash_low = hash_low - OLD.hash_low
            WHERE week_start = OLD.week_start AND exercise_id = OLD.exercise_id;
            DELETE FROM week_set_digests
            WHERE week_start = OLD.week_start AND exercise_id = OLD.exercise_id AND workouts = 0;
        END;
        CREATE TRIGGER workout_added_is_undigested AFTER INSERT ON workouts BEGIN
            INSERT OR IGNORE INTO undigested_workouts (workout_id) VALUES (NEW.id);
        END;
        DROP TRIGGER set_changed_forgets_digests;
        DROP TRIGGER set_deleted_forgets_digests;
        DROP TRIGGER workout_changed_forgets_digests;
        DROP TRIGGER workout_deleted_forgets_digests;
        CREATE TRIGGER set_changed_forgets_digests AFTER UPDATE ON sets BEGIN
            DELETE FROM workout_set_digests WHERE workout_id IN (OLD.workout_id, NEW.workout_id);
            INSERT OR IGNORE INTO undigested_workouts (workout_id) VALUES (OLD.workout_id), (NEW.workout_id);
        END;
        CREATE TRIGGER set_deleted_forgets_digests AFTER DELETE ON sets BEGIN
            DELETE FROM workout_set_digests WHERE workout_id = OLD.workout_id;
            INSERT OR IGNORE INTO undigested_workouts (workout_id) VALUES (OLD.workout_id);
        END;
        CREATE TRIGGER workout_changed_forgets_digests AFTER UPDATE OF id, started_at ON workouts BEGIN
            DELETE FROM workout_set_digests WHERE workout_id IN (OLD.id, NEW.id);
            INSERT OR IGNORE INTO undigested_workouts (workout_id) VALUES (OLD.id), (NEW.id);
        END;
        CREATE TRIGGER workout_deleted_forgets_digests AFTER DELETE ON workouts BEGIN
            DELETE FROM workout_set_digests WHERE workout_id = OLD.id;
        END;
        """,
        digestTotals,
        droppedSiteTables,
        // The unit `change-units` chose (at most one row), with the config's `units` it was
        // chosen under: the choice holds across restarts until the config's `units` changes.
        """
        CREATE TABLE units_choice (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            chosen TEXT NOT NULL,
            configured TEXT NOT NULL
        );
        """,
        loadTypedRecords,
        importHistory,
        exactRecordValues,
        retiredWorkoutIDs,
        workoutSources,
        outbox,
        exerciseMoves,
        programs,
    ]

    /// Brings the database up to the latest version: every pending migration in one
    /// transaction, so that a new database costs one commit (one fsync of the log, not one per
    /// migration: a tenth of a second of liftd's first start) and an upgrade cut short leaves
    /// the version it started from.
    static func migrate(_ connection: SQLiteConnection) throws {
        let version = Int(try connection.integer("PRAGMA user_version"))
        guard version <= migrations.count else {
            throw SQLiteError(code: 1, message: "database schema version \(version) is newer than this liftd (\(migrations.count))")
        }
        guard version < migrations.count else { return }
        try connection.transaction {
            for migration in migrations.dropFirst(version) { try connection.execute(migration) }
            try connection.execute("PRAGMA user_version = \(migrations.count)")
        }
    }
}
