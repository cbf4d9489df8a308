import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    /// The page cache while an import writes, in KiB.
    static let importCacheKibibytes = 8_192

    /// Stores `workouts` in transactions of about `importBatchSize` sets. Each workout runs
    /// inside a savepoint: when one fails, only it is rolled back and reported.
    public func importWorkouts(
        _ workouts: [ImportedWorkout], as importID: ImportID?, following: inout SourceFollowing
    ) throws -> ImportWriteSummary {
        var summary = ImportWriteSummary()
        var next = 0
        // An import mostly writes new pages it never reads again; a small cache keeps a
        // 100 MB import's peak memory low without slowing it. Queries get their cache back.
        try connection.access { try $0.execute("PRAGMA cache_size = -\(Self.importCacheKibibytes)") }
        defer { try? connection.access { try $0.execute("PRAGMA cache_size = -\(SQLiteConnection.queryCacheKibibytes)") } }
        while next < workouts.count {
            // What a batch met counts only once it is committed.
            let followingBefore = following
            do {
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
                                // A piece rolled back leaves neither its counts nor what it met.
                                var met = following
                                var counted = summary
                                learnt = try Self.importWorkout(
                                    piece, connection, learnt, as: importID, following: &met, into: &counted,
                                    written: &written, records: &records)
                                try connection.run("RELEASE workout")
                                following = met
                                summary = counted
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
            } catch {
                following = followingBefore
                throw error
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

    /// Stores one workout, or follows the one stored from the same app, and its piece's
    /// sets; adds the sets stored new to `written`, marks the exercises of sets changed for
    /// `records`, and remembers what it added under `importID`; returns what it learnt. A
    /// workout logged in liftd or imported from another app is left alone. The sets of a
    /// workout stored new go in a few multi-row statements (`SetWriter.writeAllNew`).
    private static func importWorkout(
        _ piece: ImportedWorkout, _ connection: SQLiteConnection, _ learnt: ImportLookups, as importID: ImportID?,
        following: inout SourceFollowing, into summary: inout ImportWriteSummary,
        written: inout [(RecordedSet, Int64)], records: inout RecordMaintainer
    ) throws -> ImportLookups {
        let workout = piece.workout
        let id: WorkoutID
        let isNew: Bool
        switch try StoredImportMatch.find(workout, from: following.source, connection) {
        case .none:
            id = try insertImported(workout, source: following.source, connection)
            isNew = true
            following.added.insert(id)
        case .leftAlone:
            if following.leftAlone.insert(piece.number).inserted { summary.workoutsLeftAlone += 1 }
            return learnt
        case .followed(let stored):
            id = stored
            isNew = false
        }
        let storedBefore = !following.added.contains(id)
        following.met.insert(id)
        var writer = try SetWriter(connection: connection, workout: id, isNew: isNew,
                                   exerciseIDs: learnt.exerciseIDs, nextID: learnt.nextSetID)
        for (exercise, count) in piece.earlierSets { try writer.skipOrdinals(count, of: exercise) }
        if isNew, try writer.holdsNoSets() {
            for (set, stored) in zip(workout.sets, try writer.writeAllNew(workout.sets)) {
                written.append((RecordedSet(id: stored.set, workout: id, workoutStart: workout.start, set: set), stored.exercise))
            }
            summary.setsAdded += workout.sets.count
        } else {
            // The sets of the file's earlier pieces count, stored by this import or before.
            var inFile = following.setsInFile[id] ?? [:]
            for (exercise, count) in piece.earlierSets { inFile[exercise] = max(inFile[exercise] ?? 0, count) }
            for set in workout.sets {
                inFile[set.exercise, default: 0] += 1
                switch try writer.follow(set) {
                case .added:
                    if let stored = writer.lastWritten {
                        written.append((RecordedSet(id: stored.set, workout: id, workoutStart: workout.start, set: set),
                                        stored.exercise))
                    }
                    summary.setsAdded += 1
                    if storedBefore { following.updated.insert(id) }
                case .unchanged:
                    summary.setsAlreadyPresent += 1
                case .updated(let exercise):
                    summary.setsUpdated += 1
                    following.updated.insert(id)
                    try records.removedSets(of: [exercise])
                }
            }
            if storedBefore { following.setsInFile[id] = inFile }
        }
        if let importID {
            try ImportHistoryRows.remember(
                workout: id, isNew: isNew, sets: written.map(\.0.id), as: importID, connection)
        }
        if isNew { summary.workoutsAdded += 1 }
        return ImportLookups(exerciseIDs: writer.exerciseIDs, nextSetID: writer.followingID)
    }

    /// Stores `workout` (without its sets) as imported from `source`; returns its new id.
    private static func insertImported(
        _ workout: Workout, source: WorkoutSource, _ connection: SQLiteConnection
    ) throws -> WorkoutID {
        let insert = try connection.statement("""
            INSERT INTO workouts (id, name, started_at, ended_at, notes, imported)
            VALUES (\(Schema.nextWorkoutID), ?1, ?2, ?3, ?4, 1)
            """)
        insert.bind(1, workout.name)
        insert.bind(2, workout.start)
        insert.bind(3, workout.end)
        insert.bind(4, workout.notes)
        try insert.step()
        let id = connection.lastInsertedRowID
        try StoredImportMatch.remember(id, as: source, connection)
        return id
    }
}
