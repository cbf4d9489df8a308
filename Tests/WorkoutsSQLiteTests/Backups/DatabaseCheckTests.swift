import Foundation
import TestSupport
import Testing
import Workouts
@testable import WorkoutsSQLite

/// A verified copy of a database holding one workout, and the directory it is in.
private func verifiedCopy(in database: borrowing TemporaryDatabase) async throws -> String {
    _ = try database.open().insert(Workout(name: "Legs", start: Date(timeIntervalSince1970: 1_726_000_000), sets: [
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
    ]))
    let backups = SQLiteBackups(database: database.path, directory: database.directory.path + "/backups")
    return try await backups.writeCopy(named: "liftd-copy.sqlite", bytesPerSecond: nil).path
}

/// The message `DatabaseCheck.check(path)` refuses the file with.
private func refusal(_ path: String) -> String? {
    do {
        _ = try DatabaseCheck.check(path)
        return nil
    } catch {
        return "\(error)"
    }
}

@Suite("Checking a database file before it is restored")
struct DatabaseCheckTests {
    @Test("A verified copy passes, with its schema version and row counts")
    func copyPasses() async throws {
        let database = try TemporaryDatabase()
        let contents = try DatabaseCheck.check(try await verifiedCopy(in: database))
        #expect(contents.schemaVersion == Schema.migrations.count)
        #expect(contents.counts["workouts"] == 1)
        #expect(contents.counts["sets"] == 1)
    }

    @Test("A truncated copy is refused, saying it is truncated or fails the integrity check")
    func truncatedIsRefused() async throws {
        let database = try TemporaryDatabase()
        let path = try await verifiedCopy(in: database)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let reason = try #require(refusal(path))
        #expect(reason.contains(path))
        #expect(reason.contains("integrity check") || reason.contains("malformed"), "\(reason)")
        try bytes.prefix(50).write(to: URL(fileURLWithPath: path))
        #expect(refusal(path) == "'\(path)' is truncated: it ends inside SQLite's header")
    }

    @Test("A copy with a page overwritten is refused by the integrity check")
    func corruptIsRefused() async throws {
        let database = try TemporaryDatabase()
        let path = try await verifiedCopy(in: database)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let pageSize = 4_096
        for offset in (pageSize + 8)..<min(bytes.count, 3 * pageSize) { bytes[offset] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: path))
        let reason = try #require(refusal(path))
        #expect(reason.hasPrefix("'\(path)' fails SQLite's integrity check: "), "\(reason)")
    }

    @Test("A file that is not SQLite, an SQLite file that is not liftd's, and a newer liftd's are refused, each naming why")
    func foreignFilesAreRefused() async throws {
        let directory = try TemporaryDirectory()
        let text = try directory.file("notes.sqlite", String(repeating: "not a database\n", count: 20))
        #expect(refusal(text) == "'\(text)' is not an SQLite database (its first bytes are not SQLite's header)")
        let other = directory.path + "/other.sqlite"
        try SQLiteConnection(path: other).execute("CREATE TABLE notes (text TEXT); PRAGMA user_version = 3")
        #expect(refusal(other) == "'\(other)' is an SQLite database but not liftd's: it has no workouts table")
        let database = try TemporaryDatabase()
        let newer = try await verifiedCopy(in: database)
        try SQLiteConnection(path: newer).execute("PRAGMA user_version = \(Schema.migrations.count + 1)")
        #expect(refusal(newer) == "'\(newer)' is from a newer liftd: its schema is version \(Schema.migrations.count + 1), this liftd knows up to \(Schema.migrations.count)")
        let missing = directory.path + "/missing.sqlite"
        #expect(refusal(missing) == "cannot read '\(missing)': No such file or directory")
    }
}
