import CSQLite
import Foundation
import Testing
@testable import WorkoutsSQLite

@Test("A new database is migrated to the latest schema, in WAL mode with synchronous FULL")
func newDatabaseSettings() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    #expect(try repository.schemaVersion == Schema.migrations.count)
    let settings = try repository.durabilitySettings
    #expect(settings.journalMode == "wal")
    #expect(settings.synchronous == 2)
}

@Test("Reopening a database keeps its data and runs no migration twice")
func reopening() throws {
    let database = try TemporaryDatabase()
    let id = try database.open().insert(.init(name: "A", start: Date(timeIntervalSince1970: 1_000)))
    let reopened = try database.open()
    #expect(try reopened.schemaVersion == Schema.migrations.count)
    #expect(try reopened.workout(id: id)?.name == "A")
}

@Test("A database from a newer liftd is refused")
func newerSchemaRefused() throws {
    let database = try TemporaryDatabase()
    _ = try database.open()
    let connection = try SQLiteConnection(path: database.path)
    try connection.execute("PRAGMA user_version = 99")
    #expect(throws: SQLiteError.self) { try database.open() }
}

@Test("The week and exercise queries use indices")
func queryPlansUseIndices() throws {
    let database = try TemporaryDatabase()
    _ = try database.open()
    let connection = try SQLiteConnection(path: database.path)
    func plan(_ sql: String) throws -> String {
        let statement = try connection.statement("EXPLAIN QUERY PLAN " + sql)
        var lines: [String] = []
        while try statement.step() { lines.append(statement.text(3)) }
        return lines.joined(separator: "\n")
    }
    #expect(try plan("SELECT id FROM workouts WHERE started_at >= 1 AND started_at < 2").contains("USING COVERING INDEX"))
    #expect(try plan("SELECT workout_id, ordinal FROM sets WHERE exercise_id = 3").contains("sets_by_exercise"))
    #expect(try plan("SELECT reps FROM sets WHERE workout_id = 3").contains("PRIMARY KEY"))
}
