import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository: WorkoutExportReading, ExportProgressStoring {
    /// The page cache while an export reads a page of workouts with their sets, in KiB.
    static let exportCacheKibibytes = 2_048

    public func exportableWorkouts(
        notWrittenBy export: String?, startedFrom: Date?, after: WorkoutID, limit: Int, withSets: Bool
    ) throws -> [Workout] {
        try connection.access { connection in
            // An export reads every page once per pass, in order: the system's file cache serves
            // them as well, and a small page cache keeps the export's memory low. Queries get
            // their cache back.
            try connection.execute("PRAGMA cache_size = -\(Self.exportCacheKibibytes)")
            defer { try? connection.execute("PRAGMA cache_size = -\(SQLiteConnection.queryCacheKibibytes)") }
            let statement = try connection.statement("""
                SELECT w.id, w.name, w.started_at, w.ended_at, w.notes FROM workouts w
                WHERE (w.ended_at IS NOT NULL OR w.imported = 1) AND w.started_at >= ?2 AND w.id > ?3
                  AND (?1 IS NULL OR NOT EXISTS (SELECT 1 FROM exported_workouts x
                                                 WHERE x.export = ?1 AND x.workout_id = w.id))
                ORDER BY w.id LIMIT ?4
                """)
            if let export { statement.bind(1, export) } else { statement.bind(1, nil as Double?) }
            statement.bind(2, startedFrom?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude)
            statement.bind(3, after)
            statement.bind(4, Int64(max(0, limit)))
            var workouts: [Workout] = []
            while try statement.step() {
                workouts.append(Workout(
                    id: statement.integer(0), name: statement.text(1),
                    start: statement.date(2) ?? Date(timeIntervalSince1970: 0), end: statement.date(3),
                    notes: statement.text(4)))
            }
            guard withSets, let first = workouts.first?.id, let last = workouts.last?.id else { return workouts }
            // One read for the page's sets: those of workouts the page leaves out are skipped.
            let sets = try connection.statement("""
                SELECT \(Self.setColumns), s.workout_id FROM sets s JOIN exercises e ON e.id = s.exercise_id
                WHERE s.workout_id BETWEEN ?1 AND ?2 ORDER BY s.workout_id, s.position, s.exercise_id, s.ordinal
                """)
            sets.bind(1, first)
            sets.bind(2, last)
            var index = 0
            while try sets.step() {
                let workout = sets.integer(9)
                while index < workouts.count, (workouts[index].id ?? .max) < workout { index += 1 }
                guard index < workouts.count else { break }
                if workouts[index].id == workout { workouts[index].sets.append(Self.set(from: sets)) }
            }
            return workouts
        }
    }

    public func workoutsWritten(by export: String) throws -> [WorkoutID] {
        try connection.access { connection in
            let statement = try connection.statement(
                "SELECT workout_id FROM exported_workouts WHERE export = ?1 ORDER BY workout_id")
            statement.bind(1, export)
            var identifiers: [WorkoutID] = []
            while try statement.step() { identifiers.append(statement.integer(0)) }
            return identifiers
        }
    }

    public func recordWritten(_ workouts: [WorkoutID], by export: String) throws {
        guard !workouts.isEmpty else { return }
        try connection.access { connection in
            try connection.transaction {
                // A workout deleted since it was read has nothing left to remember.
                let statement = try connection.statement("""
                    INSERT INTO exported_workouts (export, workout_id)
                    SELECT ?1, id FROM workouts WHERE id = ?2
                    ON CONFLICT (export, workout_id) DO NOTHING
                    """)
                for workout in workouts {
                    statement.reset()
                    statement.bind(1, export)
                    statement.bind(2, workout)
                    try statement.step()
                }
            }
        }
    }
}
