import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    /// The page cache while an import writes, in KiB.
    static let importCacheKibibytes = 8_192

    /// Stores `workouts` in transactions of about `importBatchSize` sets. Each workout runs
    /// inside a savepoint: when one fails, only it is rolled back and reported.
    public func importWorkouts(_ workouts: [ImportedWorkout], as importID: ImportID?) throws -> ImportWriteSummary {
        var summary = ImportWriteSummary()
        var next = 0
        // An import mostly writes new pages it never reads again; a small cache keeps a
        // 100 MB import's peak memory low without slowing it. Queries get their cache back.
        try connection.access { try $0.execute("PRAGMA cache_size = -\(Self.importCacheKibibytes)") }
        defer { try? connection.access { try $0.execute("PRAGMA cache_size = -\(SQLiteConnection.queryCacheKibibytes)") } }
        while next < workouts.count {
            try connection.access { connection in
                // Each set's workout and exercise rows are the ones just written or found in
                // this transaction, so checking them again per set only costs (two lookups and
                // a statement journal a set). Set outside the transaction (SQLite ignores the
                // pragma inside one) and inside the lock, so no other write runs without it.
                try connection.execute("PRAGMA foreign_keys = OFF")
                defer { try? connection.execute("PRAGMA foreign_keys = ON") }
                try connection.transaction {
                    var learnt = ImportLookups()
                    var records = RecordMaintainer(store: recordStore(connection), defersRecomputation: true)
                    var setsInBatch = 0
                    while next < workouts.count, setsInBatch < importBatchSize {
                        let piece = workouts[next]
                        let workout = piece.workout
                        next += 1
                        setsInBatch += max(1, workout.sets.count)
                        try connection.run("SAVEPOINT workout")
                        var written: [(RecordedSet, Int64)] = []
                        do {
                            learnt = try Self.importWorkout(
                                piece, connection, learnt, as: importID, into: &summary, written: &written)
                            try connection.run("RELEASE workout")
                        } catch {
                            try connection.execute("ROLLBACK TO workout; RELEASE workout")
                            // Ids learnt inside the rolled-back savepoint may be gone.
                            learnt = ImportLookups()
                            summary.failedWorkouts.append(FailedWorkout(
                                name: workout.name, start: workout.start, reason: String(describing: error)))
                            continue
                        }
                        for (recorded, exercise) in written { try records.added(recorded, exercise: exercise) }
                    }
                    try records.finish()
                }
            }
        }
        return summary
    }

    /// What one workout's import learnt for the next ones in the same transaction: exercise
    /// ids, and the id the next new set gets.
    private struct ImportLookups {
        var exerciseIDs = ExerciseIDs()
        var nextSetID: SetID?
    }

    /// Stores one workout (or finds it) and its piece's sets, adding the sets stored new to
    /// `written` and remembering what it added under `importID`; returns what it learnt.
    /// The sets of a workout stored new go in a few multi-row statements
    /// (`SetWriter.writeAllNew`), others one by one.
    private static func importWorkout(
        _ piece: ImportedWorkout, _ connection: SQLiteConnection, _ learnt: ImportLookups, as importID: ImportID?,
        into summary: inout ImportWriteSummary, written: inout [(RecordedSet, Int64)]
    ) throws -> ImportLookups {
        let workout = piece.workout
        let insert = try connection.statement("""
            INSERT INTO workouts (id, name, started_at, ended_at, notes, imported)
            VALUES (\(Schema.nextWorkoutID), ?1, ?2, ?3, ?4, 1)
            ON CONFLICT (started_at, name) DO NOTHING
            """)
        insert.bind(1, workout.name)
        insert.bind(2, workout.start)
        insert.bind(3, workout.end)
        insert.bind(4, workout.notes)
        try insert.step()
        let id: WorkoutID
        var added = (workouts: 0, sets: 0, present: 0)
        if connection.changes == 1 {
            id = connection.lastInsertedRowID
            added.workouts = 1
        } else {
            let find = try connection.statement("SELECT id FROM workouts WHERE started_at = ?1 AND name = ?2")
            find.bind(1, workout.start)
            find.bind(2, workout.name)
            guard try find.step() else { throw SQLiteError(code: 1, message: "workout '\(workout.name)' vanished") }
            id = find.integer(0)
        }
        var writer = try SetWriter(connection: connection, workout: id, isNew: added.workouts == 1,
                                   exerciseIDs: learnt.exerciseIDs, nextID: learnt.nextSetID)
        for (exercise, count) in piece.earlierSets { try writer.skipOrdinals(count, of: exercise) }
        if added.workouts == 1, try writer.holdsNoSets() {
            for (set, stored) in zip(workout.sets, try writer.writeAllNew(workout.sets)) {
                written.append((RecordedSet(id: stored.set, workout: id, workoutStart: workout.start, set: set), stored.exercise))
            }
            added.sets = workout.sets.count
        } else {
            for set in workout.sets {
                if try writer.write(set), let stored = writer.lastWritten {
                    added.sets += 1
                    written.append((RecordedSet(id: stored.set, workout: id, workoutStart: workout.start, set: set), stored.exercise))
                } else {
                    added.present += 1
                }
            }
        }
        if let importID {
            try ImportHistoryRows.remember(
                workout: id, isNew: added.workouts == 1, sets: written.map(\.0.id),
                as: importID, connection)
        }
        summary.workoutsAdded += added.workouts
        summary.setsAdded += added.sets
        summary.setsAlreadyPresent += added.present
        return ImportLookups(exerciseIDs: writer.exerciseIDs, nextSetID: writer.followingID)
    }
}
