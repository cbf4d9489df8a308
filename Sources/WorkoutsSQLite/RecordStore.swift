import FoundationEssentials
import Workouts

/// The records tables of one connection: trackers as blobs (`StoredTracker`), history
/// entries as rows (values in hundredths, and exact beside them), and recomputation of an exercise from its sets
/// by its load type (`catalog`) with the bodyweight known at each.
struct RecordStore {
    let connection: SQLiteConnection
    let estimate: OneRepMaxEstimate
    /// Gives each exercise's load type, by name.
    let catalog: ExerciseCatalog

    /// The sets of an exercise that may count for records (working, with reps), in session
    /// order, with the bodyweight known at each.
    static let exerciseSetsQuery = """
        SELECT \(SQLiteWorkoutRepository.setColumns), s.id, s.workout_id, w.started_at,
               \(SQLiteWorkoutRepository.bodyweightAtSet)
        FROM sets s JOIN workouts w ON w.id = s.workout_id JOIN exercises e ON e.id = s.exercise_id
        WHERE s.exercise_id = ?1 AND s.kind <> 'warm-up' AND s.reps > 0
        ORDER BY w.started_at, w.id, s.position, s.ordinal
        """

    /// The load type of exercise `exercise` (row id) by the catalog; external when unknown.
    func load(of exercise: Int64) throws -> LoadType {
        let statement = try connection.statement("SELECT name FROM exercises WHERE id = ?1")
        defer { statement.reset() }
        statement.bind(1, exercise)
        return try statement.step() ? catalog.load(of: statement.text(0)) : .external
    }

    /// The bodyweight in kilograms known at `date`: the nearest measured at or before it.
    func bodyweight(at date: Date) throws -> Double? {
        let statement = try connection.statement(
            "SELECT kilograms FROM bodyweights WHERE measured_at <= ?1 ORDER BY measured_at DESC LIMIT 1")
        defer { statement.reset() }
        statement.bind(1, date)
        return try statement.step() ? statement.double(0) : nil
    }

    func tracker(of exercise: Int64) throws -> ExerciseRecordTracker? {
        let statement = try connection.statement("SELECT state FROM record_trackers WHERE exercise_id = ?1")
        defer { statement.reset() }
        statement.bind(1, exercise)
        guard try statement.step() else { return nil }
        guard statement.isBlob(0), let tracker = statement.withBytes(0, StoredTracker.decoded) else {
            throw SQLiteError(code: 1, message: "the record tracker of exercise \(exercise) is not one this liftd reads")
        }
        return tracker.estimate == estimate ? tracker : nil
    }

    func save(_ tracker: ExerciseRecordTracker, exercise: Int64) throws {
        let statement = try connection.statement("""
            INSERT INTO record_trackers (exercise_id, state) VALUES (?1, ?2)
            ON CONFLICT (exercise_id) DO UPDATE SET state = excluded.state
            """)
        statement.bind(1, exercise)
        statement.bind(2, blob: StoredTracker.encoded(tracker))
        try statement.step()
    }

    /// Adds `entry` to the exercise's history, or updates the entry with its key in place
    /// (a growing session's volume), so the row keeps the id it was found under.
    func write(_ entry: RecordEntry, exercise: Int64) throws {
        let statement = try connection.statement("""
            INSERT INTO record_entries (exercise_id, kind, weight_h, set_id, workout_id, value_h, previous_h,
                                        achieved_at, is_record, value, previous)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
            ON CONFLICT (exercise_id, kind, weight_h, set_id, workout_id) DO UPDATE SET
                value_h = excluded.value_h, previous_h = excluded.previous_h,
                value = excluded.value, previous = excluded.previous,
                achieved_at = excluded.achieved_at, is_record = excluded.is_record
            """)
        statement.bind(1, exercise)
        statement.bind(2, entry.kind.rawValue)
        statement.bind(3, entry.weightHundredths)
        statement.bind(4, entry.set)
        statement.bind(5, entry.workout)
        statement.bind(6, entry.valueHundredths)
        if let previous = entry.previousHundredths { statement.bind(7, previous) } else { statement.bind(7, nil as Double?) }
        statement.bind(8, entry.date)
        statement.bind(9, Int64(entry.isRecord ? 1 : 0))
        statement.bind(10, entry.value)
        statement.bind(11, entry.previous)
        try statement.step()
    }

    /// Whether a history entry of the exercise rests on `set` or on workout `workout`.
    func holds(set: SetID?, workout: WorkoutID, exercise: Int64) throws -> Bool {
        let statement = try connection.statement("""
            SELECT 1 FROM record_entries WHERE exercise_id = ?1 AND (set_id = ?2 OR workout_id = ?3) LIMIT 1
            """)
        defer { statement.reset() }
        statement.bind(1, exercise)
        statement.bind(2, set ?? -1)
        statement.bind(3, workout)
        return try statement.step()
    }

    /// The history of an exercise as stored, with each entry's row id.
    func entries(of exercise: Int64) throws -> [RecordEntry.Key: (id: Int64, entry: RecordEntry)] {
        let statement = try connection.statement("""
            SELECT id, kind, weight_h, set_id, workout_id, value_h, previous_h, achieved_at, value, previous, is_record
            FROM record_entries WHERE exercise_id = ?1
            """)
        statement.bind(1, exercise)
        var entries: [RecordEntry.Key: (id: Int64, entry: RecordEntry)] = [:]
        while try statement.step() {
            guard let entry = Self.entry(from: statement, isRecord: statement.integer(10) == 1) else { continue }
            entries[entry.key] = (statement.integer(0), entry)
        }
        return entries
    }

    /// The entry in a row whose columns 1 to 9 are `kind, weight_h, set_id, workout_id,
    /// value_h, previous_h, achieved_at, value, previous`; nil for a kind this liftd does not know.
    static func entry(from statement: Statement, isRecord: Bool) -> RecordEntry? {
        guard let kind = RecordKind(rawValue: statement.text(1)) else { return nil }
        return RecordEntry(
            kind: kind, weightHundredths: statement.integer(2), valueHundredths: statement.integer(5),
            previousHundredths: statement.double(6).map { Int64($0) }, value: statement.double(8),
            previous: statement.double(9), set: statement.integer(3),
            workout: statement.integer(4), date: statement.date(7) ?? Date(timeIntervalSince1970: 0),
            isRecord: isRecord)
    }

    /// The exercise's sets that can count, in session order.
    func recordedSets(of exercise: Int64) throws -> [RecordedSet] {
        let statement = try connection.statement(Self.exerciseSetsQuery)
        statement.bind(1, exercise)
        var sets: [RecordedSet] = []
        while try statement.step() {
            sets.append(RecordedSet(
                id: statement.integer(9), workout: statement.integer(10),
                workoutStart: statement.date(11) ?? Date(timeIntervalSince1970: 0),
                set: SQLiteWorkoutRepository.set(from: statement), bodyweightKilograms: statement.double(12)))
        }
        return sets
    }

    /// Marks an exercise to recompute before records are next read.
    func markStale(_ exercise: Int64) throws {
        let statement = try connection.statement("INSERT OR IGNORE INTO record_stale (exercise_id) VALUES (?1)")
        statement.bind(1, exercise)
        try statement.step()
    }

    /// Whether an exercise is marked to recompute.
    func isStale(_ exercise: Int64) throws -> Bool {
        let statement = try connection.statement("SELECT 1 FROM record_stale WHERE exercise_id = ?1")
        defer { statement.reset() }
        statement.bind(1, exercise)
        return try statement.step()
    }

    /// Recomputes every exercise marked, in one transaction; the marks go with it.
    func settle() throws {
        guard try connection.integer("SELECT count(*) FROM record_stale") > 0 else { return }
        try connection.transaction { try settleMarked() }
    }

    /// Recomputes an exercise's records from its sets, changing only the rows that differ:
    /// an entry found before keeps its row id, so it is not reported again.
    func recompute(_ exercise: Int64) throws {
        let computed = PersonalRecords(sets: try recordedSets(of: exercise), estimate: estimate, load: try load(of: exercise))
        var stored = try entries(of: exercise)
        for entry in computed.history {
            if let old = stored.removeValue(forKey: entry.key), old.entry == entry { continue }
            try write(entry, exercise: exercise)
        }
        let delete = try connection.statement("DELETE FROM record_entries WHERE id = ?1")
        for (id, _) in stored.values {
            delete.reset()
            delete.bind(1, id)
            try delete.step()
        }
        try save(computed.tracker, exercise: exercise)
        let unmark = try connection.statement("DELETE FROM record_stale WHERE exercise_id = ?1")
        unmark.bind(1, exercise)
        try unmark.step()
    }

    /// Rebuilds every exercise's records when they were built with another estimate (or
    /// never), and notes the estimate; otherwise recomputes the exercises marked and those
    /// whose load type is not the catalog's (or that have no tracker yet).
    func rebuildIfNeeded() throws {
        let settings = try connection.statement("SELECT formula, rep_cap FROM record_settings")
        var current = false
        if try settings.step() {
            current = settings.text(0) == estimate.formula.rawValue && settings.integer(1) == Int64(estimate.repCap)
        }
        settings.reset()
        guard !current else {
            try markChangedLoads()
            return try settleMarked()
        }
        try connection.execute("DELETE FROM record_entries; DELETE FROM record_trackers; DELETE FROM record_stale")
        var exercises: [Int64] = []
        let list = try connection.statement("SELECT DISTINCT exercise_id FROM sets ORDER BY exercise_id")
        while try list.step() { exercises.append(list.integer(0)) }
        list.reset()
        for exercise in exercises { try recompute(exercise) }
        let note = try connection.statement("UPDATE record_settings SET formula = ?1, rep_cap = ?2")
        note.bind(1, estimate.formula.rawValue)
        note.bind(2, Int64(estimate.repCap))
        try note.step()
    }

    /// Marks the exercises with sets whose tracker was kept for another load type than the
    /// catalog gives (config `exercises:` changed it), or that have none.
    private func markChangedLoads() throws {
        let list = try connection.statement("""
            SELECT e.id, e.name, t.state FROM exercises e LEFT JOIN record_trackers t ON t.exercise_id = e.id
            WHERE EXISTS (SELECT 1 FROM sets s WHERE s.exercise_id = e.id)
            """)
        var changed: [Int64] = []
        while try list.step() {
            let kept = list.isBlob(2) ? list.withBytes(2, StoredTracker.decoded)?.load : nil
            if kept != catalog.load(of: list.text(1)) { changed.append(list.integer(0)) }
        }
        list.reset()
        for exercise in changed { try markStale(exercise) }
    }

    /// Marks the exercises whose records count a bodyweight (every load type but external)
    /// and that have a set at or after `date`: a bodyweight measured then may change them.
    func markBodyweightDependent(from date: Date) throws {
        let list = try connection.statement("""
            SELECT DISTINCT e.id, e.name FROM sets s JOIN workouts w ON w.id = s.workout_id
            JOIN exercises e ON e.id = s.exercise_id WHERE coalesce(s.performed_at, w.started_at) >= ?1
            """)
        list.bind(1, date)
        var dependent: [Int64] = []
        while try list.step() {
            if catalog.load(of: list.text(1)) != .external { dependent.append(list.integer(0)) }
        }
        list.reset()
        for exercise in dependent { try markStale(exercise) }
    }

    /// Recomputes every exercise marked, inside the caller's transaction.
    private func settleMarked() throws {
        var exercises: [Int64] = []
        let list = try connection.statement("SELECT exercise_id FROM record_stale ORDER BY exercise_id")
        while try list.step() { exercises.append(list.integer(0)) }
        list.reset()
        for exercise in exercises { try recompute(exercise) }
    }
}
