import Workouts

extension SQLiteWorkoutRepository: PersonalRecordKeeping {
    public func recordMark() throws -> Int64 {
        try connection.access { connection in
            try RecordStore(connection: connection, estimate: estimate).settle()
            return try connection.integer("SELECT coalesce(max(id), 0) FROM record_entries")
        }
    }

    public func records(foundAfter mark: Int64) throws -> [NewRecord] {
        try connection.access { connection in
            try RecordStore(connection: connection, estimate: estimate).settle()
            let statement = try connection.statement("""
                SELECT e.name, r.kind, r.weight_h, r.set_id, r.workout_id, r.value_h, r.previous_h, r.achieved_at
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
            guard let stored = try Self.recordState(of: exercise, connection, estimate: estimate) else { return nil }
            return ExerciseRecords(exercise: exercise, tracker: stored.tracker, history: stored.history)
        }
    }

    /// The tracker and history entries (baselines included) stored for `exercise`, for
    /// checking them against a recomputation; `nil` when the exercise is unknown.
    public func storedRecordState(of exercise: String) throws -> (tracker: ExerciseRecordTracker?, history: [RecordEntry])? {
        try connection.access { connection in try Self.recordState(of: exercise, connection, estimate: estimate) }
    }

    private static func recordState(
        of exercise: String, _ connection: SQLiteConnection, estimate: OneRepMaxEstimate
    ) throws -> (tracker: ExerciseRecordTracker?, history: [RecordEntry])? {
        let find = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
        find.bind(1, exercise)
        guard try find.step() else { return nil }
        let id = find.integer(0)
        find.reset()
        let store = RecordStore(connection: connection, estimate: estimate)
        try store.settle()
        let history = try store.entries(of: id).values.map(\.entry).sorted(by: RecordEntry.chronologically)
        return (try store.tracker(of: id), history)
    }
}
