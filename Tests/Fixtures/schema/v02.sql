-- liftd schema version 2 over the known data of UpgradeFixtureTests; never edit.
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
    notes TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (workout_id, exercise_id, ordinal)
) WITHOUT ROWID;
INSERT INTO sets VALUES(1,1,1,1,'warm-up',60.0,10,NULL,NULL,NULL,NULL,'');
INSERT INTO sets VALUES(1,1,2,2,'normal',100.0,5,NULL,NULL,NULL,NULL,'');
INSERT INTO sets VALUES(1,1,3,3,'normal',102.49999999999999999,5,8.5,NULL,NULL,NULL,'');
INSERT INTO sets VALUES(2,1,1,3,'normal',110.0,1,NULL,NULL,NULL,NULL,'single');
INSERT INTO sets VALUES(2,2,1,1,'normal',80.0,8,NULL,NULL,NULL,NULL,'');
INSERT INTO sets VALUES(2,2,2,2,'failure',82.250000000000000003,6,NULL,NULL,NULL,NULL,'');
CREATE TABLE export_watermarks (
    export TEXT PRIMARY KEY,
    workout_id INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX sets_by_exercise ON sets (exercise_id, workout_id);
COMMIT;
PRAGMA user_version = 2;
