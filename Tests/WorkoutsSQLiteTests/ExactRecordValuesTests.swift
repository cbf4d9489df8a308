import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let origin = Date(timeIntervalSince1970: 1_700_000_000)
private let bench = "Bench Press (Barbell)"

/// Two bench sessions into `repository`: 100 kg × 3, then 151.953 6 kg × 3, whose Epley
/// estimate, 167.148 96 kg, is 167.15 in hundredths.
private func insertBench(_ repository: SQLiteWorkoutRepository) throws {
    let set = { (weight: Double) in WorkoutSet(exercise: bench, weightKilograms: weight, reps: 3) }
    _ = try repository.insert(Workout(name: "A", start: origin, sets: [set(100)]))
    _ = try repository.insert(Workout(name: "B", start: origin + 86_400, sets: [set(151.953_6)]))
}

/// The exact estimate of the bench's history and of its current record.
private func estimates(_ repository: SQLiteWorkoutRepository) throws -> (history: Double?, current: Double?) {
    let records = try #require(try repository.records(of: bench))
    return (records.history.first { $0.kind == .estimatedOneRepMax }?.value,
            records.current.first { $0.kind == .estimatedOneRepMax }?.value)
}

@Suite("Exact record values as stored")
struct ExactRecordValuesTests {
    @Test("Records keep their exact values across a reopening, history and current alike")
    func exactValuesStored() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        try insertBench(repository)
        let found = try estimates(repository)
        let exact = 151.953_6 * (1 + 3.0 / 30)
        #expect(found.history == exact && found.current == exact)
        let reopened = try estimates(try database.open())
        #expect(reopened.history == exact && reopened.current == exact)
        let stored = try repository.connection.access {
            try $0.integer("SELECT count(*) FROM record_entries WHERE value_h = 16715 AND value = \(exact)")
        }
        #expect(stored == 1)
    }

    @Test("A database from before exact values (hundredths only) rebuilds them from the sets on opening, nothing lost")
    func olderDatabaseRebuilt() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        try insertBench(repository)
        let expected = try repository.records(of: bench)
        try repository.connection.access { connection in
            try connection.execute("""
                ALTER TABLE record_entries DROP COLUMN value; ALTER TABLE record_entries DROP COLUMN previous;
                UPDATE record_trackers SET state = '{"old": true}';
                PRAGMA user_version = \(Schema.migrations.firstIndex(of: Schema.exactRecordValues)!)
                """)
        }
        let reopened = try database.open()
        #expect(try reopened.schemaVersion == Schema.migrations.count)
        #expect(try reopened.records(of: bench) == expected)
        let found = try estimates(reopened)
        #expect(found.history == 151.953_6 * 1.1 && found.current == found.history)
        #expect(try reopened.workouts(limit: 10).count == 2)
        let blobs = try reopened.connection.access { try $0.integer("SELECT count(*) FROM record_trackers WHERE typeof(state) = 'blob'") }
        #expect(blobs == 1)
    }
}
