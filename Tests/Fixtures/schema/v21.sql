-- liftd schema version 21 over the known data of UpgradeFixtureTests; never edit.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE exercises (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
INSERT INTO exercises VALUES(1,'Squat (Barbell)');
INSERT INTO exercises VALUES(2,'Bench Press (Barbell)');
CREATE TABLE workouts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    started_at REAL NOT NULL,
    ended_at REAL,
    notes TEXT NOT NULL DEFAULT '',
    imported INTEGER NOT NULL DEFAULT 0 CHECK (imported = 0 OR imported = 1),
    UNIQUE (started_at, name)
);
INSERT INTO workouts VALUES(1,'Legs',1726000000.0,1726003600.0,'heavy day',0);
INSERT INTO workouts VALUES(2,'Push',1726086400.0,1726089400.0,'',0);
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
    notes TEXT NOT NULL DEFAULT '', id INTEGER,
    PRIMARY KEY (workout_id, exercise_id, ordinal)
) WITHOUT ROWID;
INSERT INTO sets VALUES(1,1,1,1,'warm-up',60.0,10,NULL,NULL,NULL,NULL,'',1);
INSERT INTO sets VALUES(1,1,2,2,'normal',100.0,5,NULL,NULL,NULL,NULL,'',2);
INSERT INTO sets VALUES(1,1,3,3,'normal',102.49999999999999999,5,8.5,NULL,NULL,NULL,'',3);
INSERT INTO sets VALUES(2,1,1,3,'normal',110.0,1,NULL,NULL,NULL,NULL,'single',6);
INSERT INTO sets VALUES(2,2,1,1,'normal',80.0,8,NULL,NULL,NULL,NULL,'',4);
INSERT INTO sets VALUES(2,2,2,2,'failure',82.250000000000000003,6,NULL,NULL,NULL,NULL,'',5);
CREATE TABLE schedule_history (
    name TEXT PRIMARY KEY,
    handled_through REAL NOT NULL,
    last_run_at REAL,
    last_result TEXT
) WITHOUT ROWID;
INSERT INTO schedule_history VALUES('weekly-summary',1726172800.0,1726172805.0,'ok');
CREATE TABLE retired_set_ids (highest INTEGER NOT NULL);
INSERT INTO retired_set_ids VALUES(0);
CREATE TABLE exported_workouts (
    export TEXT NOT NULL,
    workout_id INTEGER NOT NULL REFERENCES workouts (id) ON DELETE CASCADE,
    PRIMARY KEY (export, workout_id)
) WITHOUT ROWID;
CREATE TABLE record_trackers (
    exercise_id INTEGER PRIMARY KEY REFERENCES exercises (id),
    state TEXT NOT NULL
);
CREATE TABLE record_stale (exercise_id INTEGER PRIMARY KEY);
CREATE TABLE record_settings (formula TEXT, rep_cap INTEGER);
INSERT INTO record_settings VALUES(NULL,NULL);
CREATE TABLE bodyweights (
    measured_at REAL PRIMARY KEY,
    kilograms REAL NOT NULL CHECK (kilograms > 0),
    source TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO bodyweights VALUES(1725999900.0,81.499999999999999996,'log-bodyweight');
INSERT INTO bodyweights VALUES(1726086400.0,82.049999999999997154,'apple-health');
CREATE TABLE inbox_imported_files (
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    modified_ns INTEGER NOT NULL,
    imported_at REAL NOT NULL,
    PRIMARY KEY (name, size, modified_ns)
) WITHOUT ROWID;
CREATE TABLE units_choice (
    only INTEGER PRIMARY KEY CHECK (only = 1),
    chosen TEXT NOT NULL,
    configured TEXT NOT NULL
);
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
CREATE TABLE retired_workout_ids (highest INTEGER NOT NULL);
INSERT INTO retired_workout_ids VALUES(2);
CREATE TABLE workout_sources (
    workout_id INTEGER PRIMARY KEY,
    source TEXT NOT NULL
);
CREATE TABLE outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id TEXT NOT NULL UNIQUE,
    endpoint TEXT NOT NULL,
    queued_at REAL NOT NULL,
    entry BLOB NOT NULL
);
CREATE TABLE exercise_moves (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    exercise_id INTEGER NOT NULL
);
DELETE FROM sqlite_sequence;
CREATE INDEX sets_by_exercise ON sets (exercise_id, workout_id);
CREATE UNIQUE INDEX sets_by_id ON sets (id);
CREATE INDEX record_entries_by_date ON record_entries (achieved_at) WHERE is_record = 1;
CREATE TRIGGER retire_workout_id AFTER DELETE ON workouts BEGIN
    UPDATE retired_workout_ids SET highest = max(highest, OLD.id);
END;
CREATE TRIGGER retire_set_id AFTER DELETE ON sets BEGIN
    UPDATE retired_set_ids SET highest = max(highest, OLD.id);
END;
CREATE INDEX workout_sources_by_source ON workout_sources (source);
CREATE TRIGGER workout_source_forgotten AFTER DELETE ON workouts BEGIN
    DELETE FROM workout_sources WHERE workout_id = OLD.id;
END;
COMMIT;
PRAGMA user_version = 21;
