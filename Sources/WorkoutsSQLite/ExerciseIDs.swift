import Workouts

/// Exercise name → row id, inserting names not yet stored. Remembers the last name asked
/// for, since sets of one exercise come together.
struct ExerciseIDs {
    private var known: [String: Int64] = [:]
    private var last: (name: String, id: Int64)?

    mutating func id(of name: String, _ connection: SQLiteConnection) throws -> Int64 {
        if let last, last.name == name { return last.id }
        let id = try known[name] ?? lookUp(name, connection)
        known[name] = id
        last = (name, id)
        return id
    }

    private func lookUp(_ name: String, _ connection: SQLiteConnection) throws -> Int64 {
        let insert = try connection.statement("INSERT INTO exercises (name) VALUES (?1) ON CONFLICT (name) DO NOTHING")
        insert.bind(1, name)
        try insert.step()
        let select = try connection.statement("SELECT id FROM exercises WHERE name = ?1")
        select.bind(1, name)
        guard try select.step() else { throw SQLiteError(code: 1, message: "exercise '\(name)' vanished") }
        return select.integer(0)
    }
}
