import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository: PersonalRecordKeeping {
    public func recordMark() throws -> Int64 {
        try connection.access { connection in
            try recordStore(connection).settle()
            return try connection.integer("SELECT coalesce(max(id), 0) FROM record_entries")
        }
    }

    public func records(foundAfter mark: Int64) throws -> [NewRecord] {
        try connection.access { connection in
            try recordStore(connection).settle()
            let statement = try connection.statement("""
                SELECT e.name, r.kind, r.weight_h, r.set_id, r.workout_id, r.value_h, r.previous_h, r.achieved_at,
                       r.value, r.previous
                FROM record_entries r JOIN exercises e ON e.id = r.exercise_id
                WHERE r.id > ?1 AND r.is_record = 1 ORDER BY r.id
                """)
            statement.bind(1, mark)
            var found: [NewRecord] = []
            while try statement.step() {
                guard let entry = RecordStore.entry(from: statement, isRecord: true) else { continue }
                found.append(NewRecord(exercise: statement.text(0), record: ExerciseRecords.Record(entry)))
            }
            return found
        }
    }

    public func records(of exercise: String) throws -> ExerciseRecords? {
        try connection.access { connection in
            guard let found = try ExerciseIDs.stored(matching: exercise, connection) else { return nil }
            let stored = try recordState(of: found.id, connection)
            return ExerciseRecords(exercise: found.name, tracker: stored.tracker, history: stored.history)
        }
    }

    public func exercisesWithSets() throws -> [String] {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT e.name FROM exercises e WHERE EXISTS (SELECT 1 FROM sets s WHERE s.exercise_id = e.id)
                ORDER BY e.name
                """)
            var names: [String] = []
            while try statement.step() { names.append(statement.text(0)) }
            return names
        }
    }

    /// The tracker and history entries (baselines included) stored for `exercise`, for
    /// checking them against a recomputation; `nil` when the exercise is unknown.
    public func storedRecordState(of exercise: String) throws -> (tracker: ExerciseRecordTracker?, history: [RecordEntry])? {
        try connection.access { connection in
            try ExerciseIDs.storedID(matching: exercise, connection).map { try recordState(of: $0, connection) }
        }
    }

    /// The tracker and history entries stored for the exercise with row `id`, settled first.
    private func recordState(
        of id: Int64, _ connection: SQLiteConnection
    ) throws -> (tracker: ExerciseRecordTracker?, history: [RecordEntry]) {
        let store = recordStore(connection)
        try store.settle()
        let history = try store.entries(of: id).values.map(\.entry).sorted(by: RecordEntry.chronologically)
        return (try store.tracker(of: id), history)
    }

    /// The record entries set in the workouts that started in a period (`?1 ..< ?2`),
    /// with their exercise's name: what the weekly report lists.
    public static let recordsSetInQuery = """
        SELECT e.name, r.kind, r.weight_h, r.set_id, r.workout_id, r.value_h, r.previous_h, r.achieved_at,
               r.value, r.previous
        FROM record_entries r JOIN exercises e ON e.id = r.exercise_id
        WHERE r.is_record = 1 AND r.achieved_at >= ?1 AND r.achieved_at < ?2
        """

    public func records(setIn period: Range<Date>) throws -> [NewRecord] {
        try connection.access { connection in
            try recordStore(connection).settle()
            let statement = try connection.statement(Self.recordsSetInQuery)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            var found: [(exercise: String, entry: RecordEntry)] = []
            while try statement.step() {
                guard let entry = RecordStore.entry(from: statement, isRecord: true) else { continue }
                found.append((statement.text(0), entry))
            }
            // In the order `records` lists an exercise's history.
            return found.sorted { left, right in
                left.exercise == right.exercise
                    ? RecordEntry.chronologically(left.entry, right.entry) : left.exercise < right.exercise
            }.map { NewRecord(exercise: $0.exercise, record: ExerciseRecords.Record($0.entry)) }
        }
    }
}
