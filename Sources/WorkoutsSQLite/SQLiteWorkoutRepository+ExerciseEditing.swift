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
                        try recordStore(connection).rebuildIfNeeded()
                        return ExerciseMove(from: from.name, to: into.name, setsMoved: count, merged: true)
                    }
                    guard targetName != from.name else { throw ExerciseEditError.sameExercise(from.name) }
                    let rename = try connection.statement("UPDATE exercises SET name = ?1 WHERE id = ?2")
                    rename.bind(1, targetName)
                    rename.bind(2, from.id)
                    try rename.step()
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
}
