import Workouts

/// Exercise name → row id, inserting names not yet stored. A name matches the stored
/// exercise whose name has its `ExerciseNameKey` (another case, spacing or Unicode
/// normalization), so one lift keeps one row. Remembers the last name asked for, since sets
/// of one exercise come together.
struct ExerciseIDs {
    private var known: [String: Int64] = [:]
    private var last: (name: String, id: Int64)?

    mutating func id(of name: String, _ connection: SQLiteConnection) throws -> Int64 {
        if let last, last.name == name { return last.id }
        let id = try known[name] ?? Self.storedID(matching: name, connection) ?? insert(name, connection)
        known[name] = id
        last = (name, id)
        return id
    }

    /// The id of the stored exercise `name` names: spelled so, else matching its key.
    static func storedID(matching name: String, _ connection: SQLiteConnection) throws -> Int64? {
        try stored(matching: name, connection)?.id
    }

    /// The stored exercise `name` names, with its name as stored: spelled so, else the first
    /// stored whose name matches its key, else the one a rename or merge moved that name to
    /// (`Schema.exerciseMoves`).
    static func stored(matching name: String, _ connection: SQLiteConnection) throws -> (id: Int64, name: String)? {
        let exact = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
        exact.bind(1, name)
        if try exact.step() { return (exact.integer(0), name) }
        let key = ExerciseNameKey.of(name)
        let all = try connection.statement("SELECT id, name FROM exercises ORDER BY id")
        while try all.step() {
            let stored = all.text(1)
            if ExerciseNameKey.of(stored) == key { return (all.integer(0), stored) }
        }
        let moved = try connection.statement("""
            SELECT e.id, e.name FROM exercise_moves m JOIN exercises e ON e.id = m.exercise_id WHERE m.name_key = ?1
            """)
        defer { moved.reset() }
        moved.bind(1, key)
        if try moved.step() { return (moved.integer(0), moved.text(1)) }
        return nil
    }

    private func insert(_ name: String, _ connection: SQLiteConnection) throws -> Int64 {
        let insert = try connection.statement("INSERT INTO exercises (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
        insert.bind(1, name)
        try insert.step()
        guard let id = try Self.storedID(matching: name, connection) else {
            throw SQLiteError(code: 1, message: "exercise '\(name)' vanished")
        }
        return id
    }
}
