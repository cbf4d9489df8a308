import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("The schema keeps nothing for the site's old incremental builds")
struct SiteTablesDroppedTests {
    /// The names of the schema's tables, indices and triggers holding `digest` or `fingerprint`.
    private static func leftovers(_ connection: SQLiteConnection) throws -> [String] {
        let statement = try connection.statement("""
            SELECT type || ' ' || name FROM sqlite_schema
            WHERE name LIKE '%digest%' OR name LIKE '%fingerprint%' ORDER BY name
            """)
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }

    @Test("A fresh database has no table, index or trigger named for digests or fingerprints")
    func freshDatabaseHasNone() throws {
        let database = try TemporaryDatabase()
        _ = try database.open()
        #expect(try Self.leftovers(try SQLiteConnection(path: database.path)) == [])
    }

    @Test("A database with digests from before the migration loses them and keeps its sets")
    func migrationDropsThem() throws {
        let database = try TemporaryDatabase()
        let start = Date(timeIntervalSince1970: 1_757_894_400)
        let id = try database.open().insert(Workout(name: "Push", start: start, end: start + 600, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 5),
        ]))
        let connection = try SQLiteConnection(path: database.path)
        let before = try #require(Schema.migrations.firstIndex(of: Schema.droppedSiteTables))
        // Back to the version before the drop: the old migrations make the digest tables again,
        // and the tables of the migrations after it go.
        try connection.execute(Schema.migrations[..<before].suffix(3).joined(separator: "\n")
            + "\nDROP TABLE units_choice;"
            + "\nDROP TABLE import_workouts; DROP TABLE import_sets; DROP TABLE import_bodyweights; DROP TABLE imports;"
            + "\nPRAGMA user_version = \(before);")
        #expect(try !Self.leftovers(connection).isEmpty, "the old tables are back before the migration")
        let migrated = try database.open()
        #expect(try migrated.schemaVersion == Schema.migrations.count)
        #expect(try Self.leftovers(connection) == [])
        #expect(try migrated.workout(id: id)?.sets.count == 1)
        // Writes still work without the triggers that named the digest tables.
        try migrated.finish(workout: id, at: start + 900)
        #expect(try migrated.workout(id: id)?.end == start + 900)
    }
}
