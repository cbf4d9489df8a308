import Workouts

extension SQLiteWorkoutRepository: ExerciseEditing {
    public func moveExercise(_ name: String, to target: String, merging: Bool) throws(ExerciseEditError) -> ExerciseMove {
        do {
            return try connection.access { connection in
                try connection.transaction { () throws -> ExerciseMove in
                    guard let from = try ExerciseIDs.stored(matching: name, connection) else {
                        throw ExerciseEditError.unknownExercise(name)
                    }
                    let targetName = catalog.exercise(named: target)?.name ?? target
                    let sets = try connection.statement("SELECT count(*) FROM sets WHERE exercise_id = ?1")
                    sets.bind(1, from.id)
                    let count = try sets.step() ? Int(sets.integer(0)) : 0
                    sets.reset()
                    if let into = try ExerciseIDs.stored(matching: targetName, connection), into.id != from.id {
                        guard merging else { throw ExerciseEditError.targetStored(into.name) }
                        _ = try ExerciseSpellingMerge.merge([from.id], into: into.id, connection)
                        try Self.rememberMove(of: from.name, to: into.id, named: into.name, connection)
                        try recordStore(connection).rebuildIfNeeded()
                        return ExerciseMove(from: from.name, to: into.name, setsMoved: count, merged: true)
                    }
                    guard targetName != from.name else { throw ExerciseEditError.sameExercise(from.name) }
                    let rename = try connection.statement("UPDATE exercises SET name = ?1 WHERE id = ?2")
                    rename.bind(1, targetName)
                    rename.bind(2, from.id)
                    try rename.step()
                    try Self.rememberMove(of: from.name, to: from.id, named: targetName, connection)
                    // The catalog may rate the new name's load otherwise: its records are rebuilt.
                    try connection.execute("""
                        DELETE FROM record_entries WHERE exercise_id = \(from.id);
                        DELETE FROM record_trackers WHERE exercise_id = \(from.id);
                        INSERT OR IGNORE INTO record_stale (exercise_id) VALUES (\(from.id));
                        """)
                    try recordStore(connection).rebuildIfNeeded()
                    return ExerciseMove(from: from.name, to: targetName, setsMoved: count, merged: false)
                }
            }
        } catch let error as ExerciseEditError {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }

    /// Remembers that sets under `name` now go to exercise `id`, called `current`: a name
    /// moved to is no longer a moved name, and names moved to the old one follow it.
    private static func rememberMove(
        of name: String, to id: Int64, named current: String, _ connection: SQLiteConnection
    ) throws {
        let forget = try connection.statement("DELETE FROM exercise_moves WHERE name_key = ?1")
        forget.bind(1, ExerciseNameKey.of(current))
        try forget.step()
        forget.reset()
        let remember = try connection.statement("""
            INSERT OR REPLACE INTO exercise_moves (name_key, name, exercise_id) VALUES (?1, ?2, ?3)
            """)
        remember.bind(1, ExerciseNameKey.of(name))
        remember.bind(2, name)
        remember.bind(3, id)
        try remember.step()
        remember.reset()
        let follow = try connection.statement("""
            UPDATE exercise_moves SET exercise_id = ?1
            WHERE exercise_id NOT IN (SELECT id FROM exercises)
            """)
        follow.bind(1, id)
        try follow.step()
        follow.reset()
    }

    /// The names a rename or merge moved away from, each with the name its sets are under now.
    public func movedExerciseNames() throws -> [String: String] {
        try connection.access { connection in
            let select = try connection.statement("""
                SELECT m.name, e.name FROM exercise_moves m JOIN exercises e ON e.id = m.exercise_id
                """)
            defer { select.reset() }
            var moved: [String: String] = [:]
            while try select.step() { moved[select.text(0)] = select.text(1) }
            return moved
        }
    }
}
