import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    public func beginImport(file: String, format: String, at date: Date) throws -> ImportID {
        try connection.access { connection in
            try connection.transaction {
                let insert = try connection.statement("INSERT INTO imports (file, format, imported_at) VALUES (?1, ?2, ?3)")
                insert.bind(1, file)
                insert.bind(2, format)
                insert.bind(3, date)
                try insert.step()
                return connection.lastInsertedRowID
            }
        }
    }

    public func imports(limit: Int) throws -> [ImportRecord] {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT id, file, format, imported_at, workouts_added, sets_added, bodyweights_added, undone_at
                FROM imports ORDER BY id DESC LIMIT ?1
                """)
            statement.bind(1, Int64(limit))
            var records: [ImportRecord] = []
            while try statement.step() {
                records.append(ImportRecord(
                    id: statement.integer(0), file: statement.text(1), format: statement.text(2),
                    importedAt: statement.date(3) ?? Date(timeIntervalSince1970: 0),
                    workoutsAdded: Int(statement.integer(4)), setsAdded: Int(statement.integer(5)),
                    bodyweightsAdded: Int(statement.integer(6)), undoneAt: statement.date(7)))
            }
            return records
        }
    }

    public func undoImport(_ id: ImportID, at date: Date) throws -> ImportUndoOutcome {
        try connection.access { connection in
            try connection.transaction {
                let find = try connection.statement("SELECT undone_at FROM imports WHERE id = ?1")
                find.bind(1, id)
                guard try find.step() else { return .unknown }
                if let undone = find.date(0) { return .alreadyUndone(undone) }
                find.reset()
                let undone = try Self.removeWhatImportAdded(id, connection, records: recordStore(connection))
                let mark = try connection.statement("UPDATE imports SET undone_at = ?2 WHERE id = ?1")
                mark.bind(1, id)
                mark.bind(2, date)
                try mark.step()
                return .undone(undone)
            }
        }
    }

    /// Deletes what import `id` added and forgets it, inside the caller's transaction: the
    /// sets it added to other workouts, the workouts it stored (their sets with them), the
    /// bodyweights it stored still from its source; then recomputes the records of every
    /// exercise whose sets went, and of those a removed bodyweight counted in.
    private static func removeWhatImportAdded(
        _ id: ImportID, _ connection: SQLiteConnection, records store: RecordStore
    ) throws -> UndoneImport {
        let scope = """
            (s.id IN (SELECT set_id FROM import_sets WHERE import_id = ?1)
             OR s.workout_id IN (SELECT workout_id FROM import_workouts WHERE import_id = ?1))
            """
        let exercises = try connection.statement("SELECT DISTINCT s.exercise_id FROM sets s WHERE \(scope)")
        exercises.bind(1, id)
        var touched: Set<Int64> = []
        while try exercises.step() { touched.insert(exercises.integer(0)) }
        exercises.reset()
        let sets = try connection.statement("DELETE FROM sets AS s WHERE \(scope)")
        sets.bind(1, id)
        try sets.step()
        let setsRemoved = Int(connection.changes)
        let workouts = try connection.statement(
            "DELETE FROM workouts WHERE id IN (SELECT workout_id FROM import_workouts WHERE import_id = ?1)")
        workouts.bind(1, id)
        try workouts.step()
        let workoutsRemoved = Int(connection.changes)
        // The records of lifts that count a bodyweight (assisted, bodyweight) from the first
        // bodyweight that goes on may change with it.
        let earliest = try connection.statement("""
            SELECT min(b.measured_at) FROM bodyweights b JOIN import_bodyweights i
            ON i.measured_at = b.measured_at AND i.source = b.source WHERE i.import_id = ?1
            """)
        earliest.bind(1, id)
        let firstBodyweightRemoved = try earliest.step() ? earliest.date(0) : nil
        earliest.reset()
        let bodyweights = try connection.statement("""
            DELETE FROM bodyweights AS b WHERE EXISTS (
                SELECT 1 FROM import_bodyweights i
                WHERE i.import_id = ?1 AND i.measured_at = b.measured_at AND i.source = b.source)
            """)
        bodyweights.bind(1, id)
        try bodyweights.step()
        let bodyweightsRemoved = Int(connection.changes)
        for table in ["import_sets", "import_workouts", "import_bodyweights"] {
            let forget = try connection.statement("DELETE FROM \(table) WHERE import_id = ?1")
            forget.bind(1, id)
            try forget.step()
        }
        if bodyweightsRemoved > 0, let firstBodyweightRemoved { try store.markBodyweightDependent(from: firstBodyweightRemoved) }
        var records = RecordMaintainer(store: store)
        try records.removedSets(of: touched)
        try records.finish()
        return UndoneImport(
            import: id, workoutsRemoved: workoutsRemoved, setsRemoved: setsRemoved, bodyweightsRemoved: bodyweightsRemoved)
    }
}
