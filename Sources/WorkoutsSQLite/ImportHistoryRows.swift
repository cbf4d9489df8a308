import FoundationEssentials
import Workouts

/// The rows that remember what an import added (`Schema.importHistory`), written inside the
/// import's own transactions so they hold exactly what it committed.
enum ImportHistoryRows {
    /// Remembers workout `workout` (stored new when `isNew`, its sets going with it) or, in a
    /// workout already stored, its new `sets`; adds them to the import's counts.
    static func remember(
        workout: WorkoutID, isNew: Bool, sets: [SetID], as importID: ImportID, _ connection: SQLiteConnection
    ) throws {
        if isNew {
            let row = try connection.statement("INSERT OR IGNORE INTO import_workouts (import_id, workout_id) VALUES (?1, ?2)")
            row.bind(1, importID)
            row.bind(2, workout)
            try row.step()
        } else if !sets.isEmpty {
            let row = try connection.statement("INSERT OR IGNORE INTO import_sets (import_id, set_id) VALUES (?1, ?2)")
            for set in sets {
                row.reset()
                row.bind(1, importID)
                row.bind(2, set)
                try row.step()
            }
        }
        try count(workouts: isNew ? 1 : 0, sets: sets.count, bodyweights: 0, for: importID, connection)
    }

    /// Adds to import `importID`'s counts.
    static func count(workouts: Int, sets: Int, bodyweights: Int, for importID: ImportID, _ connection: SQLiteConnection) throws {
        guard workouts > 0 || sets > 0 || bodyweights > 0 else { return }
        let update = try connection.statement("""
            UPDATE imports SET workouts_added = workouts_added + ?2, sets_added = sets_added + ?3,
                bodyweights_added = bodyweights_added + ?4
            WHERE id = ?1
            """)
        update.bind(1, importID)
        update.bind(2, Int64(workouts))
        update.bind(3, Int64(sets))
        update.bind(4, Int64(bodyweights))
        try update.step()
    }
}
