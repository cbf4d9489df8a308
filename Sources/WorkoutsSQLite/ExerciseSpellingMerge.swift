import Workouts

/// Two or more stored exercises that differ only by case, runs of whitespace or Unicode
/// normalization, merged into one on opening (`SQLiteWorkoutRepository.mergedSpellings`).
public struct MergedExercise: Sendable, Equatable {
    /// The name kept: the catalog's spelling when one of them is it, else the first stored.
    public var kept: String
    /// The other spellings, whose sets moved to `kept`.
    public var merged: [String]
    /// How many sets moved.
    public var setsMoved: Int
}

/// Merges the exercises a database holds apart only by spelling, from before names matched
/// by `ExerciseNameKey`: each group's sets move to one exercise, numbered again by their place
/// in each workout, and that exercise's records are rebuilt from its sets.
enum ExerciseSpellingMerge {
    /// Merges every such group in `connection` (inside the caller's transaction) and says what
    /// it merged; a database without any changes nothing.
    static func run(_ connection: SQLiteConnection, catalog: ExerciseCatalog) throws -> [MergedExercise] {
        var groups: [String: [(id: Int64, name: String)]] = [:]
        var order: [String] = []
        let all = try connection.statement("SELECT id, name FROM exercises ORDER BY id")
        while try all.step() {
            let name = all.text(1)
            let key = ExerciseNameKey.of(name)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((all.integer(0), name))
        }
        all.reset()
        var merges: [MergedExercise] = []
        for key in order {
            guard let group = groups[key], group.count > 1 else { continue }
            let catalogName = catalog.exercise(named: group[0].name)?.name
            let kept = group.first { $0.name == catalogName } ?? group[0]
            let others = group.filter { $0.id != kept.id }
            let moved = try merge(others.map(\.id), into: kept.id, connection)
            merges.append(MergedExercise(kept: kept.name, merged: others.map(\.name), setsMoved: moved))
        }
        return merges
    }

    /// Moves the sets of `others` to `kept`, renumbers `kept`'s sets in each workout they
    /// share by position, and leaves `kept`'s records to rebuild; returns the sets moved.
    static func merge(_ others: [Int64], into kept: Int64, _ connection: SQLiteConnection) throws -> Int {
        let list = others.map(String.init).joined(separator: ", ")
        let moved = Int(try connection.integer("SELECT count(*) FROM sets WHERE exercise_id IN (\(list))"))
        // Out of the way first (ordinals above any in use), then 1, 2, … by position.
        try connection.execute("""
            UPDATE sets SET exercise_id = \(kept), ordinal = ordinal + 1000000 * (1 + (exercise_id <> \(kept)) * exercise_id)
            WHERE exercise_id = \(kept) OR exercise_id IN (\(list));
            UPDATE sets SET ordinal = numbered.n FROM (
                SELECT workout_id, ordinal AS old,
                       row_number() OVER (PARTITION BY workout_id ORDER BY position, ordinal) AS n
                FROM sets WHERE exercise_id = \(kept)
            ) AS numbered
            WHERE sets.exercise_id = \(kept) AND sets.workout_id = numbered.workout_id AND sets.ordinal = numbered.old;
            DELETE FROM record_entries WHERE exercise_id = \(kept) OR exercise_id IN (\(list));
            DELETE FROM record_trackers WHERE exercise_id = \(kept) OR exercise_id IN (\(list));
            DELETE FROM record_stale WHERE exercise_id IN (\(list));
            INSERT OR IGNORE INTO record_stale (exercise_id) VALUES (\(kept));
            DELETE FROM exercises WHERE id IN (\(list));
            """)
        return moved
    }
}
