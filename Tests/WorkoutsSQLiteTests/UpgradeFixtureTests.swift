import Foundation
import SampleExports
import SchedulerContract
import Testing
import Workouts
@testable import WorkoutsSQLite

/// The known data every schema fixture holds, inserted as soon as its table exists.
private enum KnownData {
    static let start = 1_726_000_000.0
    static let day = 86_400.0
    static let workouts: [Workout] = [
        Workout(name: "Legs", start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: start + 3_600),
                notes: "heavy day", sets: [
                    WorkoutSet(exercise: "Squat (Barbell)", kind: .warmUp, weightKilograms: 60, reps: 10),
                    WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
                    WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 102.5, reps: 5, rpe: 8.5),
                ]),
        Workout(name: "Push", start: Date(timeIntervalSince1970: start + day), end: Date(timeIntervalSince1970: start + day + 3_000),
                sets: [
                    WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 8),
                    WorkoutSet(exercise: "Bench Press (Barbell)", kind: .failure, weightKilograms: 82.25, reps: 6),
                    WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 110, reps: 1, notes: "single"),
                ]),
    ]
    /// The rows of the first schema for `workouts`: exercises, workouts and sets.
    static let baseRows = """
        INSERT INTO exercises (id, name) VALUES (1, 'Squat (Barbell)'), (2, 'Bench Press (Barbell)');
        INSERT INTO workouts (id, name, started_at, ended_at, notes) VALUES
            (1, 'Legs', \(start), \(start + 3_600), 'heavy day'), (2, 'Push', \(start + day), \(start + day + 3_000), '');
        INSERT INTO sets (workout_id, exercise_id, ordinal, position, kind, weight_kg, reps, rpe, notes) VALUES
            (1, 1, 1, 1, 'warm-up', 60, 10, NULL, ''), (1, 1, 2, 2, 'normal', 100, 5, NULL, ''),
            (1, 1, 3, 3, 'normal', 102.5, 5, 8.5, ''),
            (2, 2, 1, 1, 'normal', 80, 8, NULL, ''), (2, 2, 2, 2, 'failure', 82.25, 6, NULL, ''),
            (2, 1, 1, 3, 'normal', 110, 1, NULL, 'single');
        """
    static let scheduleRows = """
        INSERT INTO schedule_history (name, handled_through, last_run_at, last_result) VALUES
            ('weekly-summary', \(start + 2 * day), \(start + 2 * day + 5), 'ok');
        """
    static let bodyweightRows = """
        INSERT INTO bodyweights (measured_at, kilograms, source) VALUES
            (\(start - 100), 81.5, 'log-bodyweight'), (\(start + day), 82.05, 'apple-health');
        """
    /// The index of the migration that creates `table`.
    static func creates(_ table: String) -> Int? { Schema.migrations.firstIndex { $0.contains("CREATE TABLE \(table) (") } }

    /// Whether a database at schema `version` has `table` and so its known rows.
    static func holds(_ table: String, at version: Int) -> Bool { creates(table).map { $0 < version } ?? false }

    static let bodyweights = [
        BodyweightEntry(measuredAt: Date(timeIntervalSince1970: start - 100), kilograms: 81.5, source: "log-bodyweight"),
        BodyweightEntry(measuredAt: Date(timeIntervalSince1970: start + day), kilograms: 82.05, source: "apple-health"),
    ]

    /// The known rows to insert right after migration `index` (from 0) ran: each table's
    /// rows once it exists.
    static func rows(after index: Int) -> String? {
        switch index {
        case 0: return baseRows
        case creates("schedule_history"): return scheduleRows
        case creates("bodyweights"): return bodyweightRows
        default: return nil
        }
    }
}

@Suite("Upgrades keep data: a fixture database per past schema version")
struct UpgradeFixtureTests {
    static let directory = FixtureExports.directory.appendingPathComponent("schema")

    static func fixture(_ version: Int) -> URL {
        directory.appendingPathComponent("v\(version < 10 ? "0" : "")\(version).sql")
    }

    /// Writes the fixture of schema `version`: the migrations up to it run over the known
    /// data, dumped with sqlite3, its version appended. Done only when asked for
    /// (`LIFTD_WRITE_SCHEMA_FIXTURES=1`) and only for a missing fixture: past ones never change.
    static func write(_ version: Int) throws {
        let database = try TemporaryDatabase()
        do {
            let connection = try SQLiteConnection(path: database.path)
            for (index, migration) in Schema.migrations.prefix(version).enumerated() {
                try connection.execute(migration)
                if let rows = KnownData.rows(after: index) { try connection.execute(rows) }
            }
        }
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        dump.arguments = [database.path, ".dump"]
        let output = Pipe()
        dump.standardOutput = output
        try dump.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        dump.waitUntilExit()
        #expect(dump.terminationStatus == 0)
        let header = "-- liftd schema version \(version) over the known data of UpgradeFixtureTests; never edit.\n"
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data((header + String(decoding: text, as: UTF8.self) + "PRAGMA user_version = \(version);\n").utf8)
            .write(to: fixture(version))
    }

    @Test("Every past schema version has its fixture: a migration added without one fails here")
    func everyVersionHasAFixture() throws {
        for version in 1..<Schema.migrations.count {
            if !FileManager.default.fileExists(atPath: Self.fixture(version).path),
               ProcessInfo.processInfo.environment["LIFTD_WRITE_SCHEMA_FIXTURES"] == "1" {
                try Self.write(version)
            }
            #expect(FileManager.default.fileExists(atPath: Self.fixture(version).path),
                    "no fixture for schema version \(version): run LIFTD_WRITE_SCHEMA_FIXTURES=1 swift test --filter UpgradeFixtureTests")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".sql") }
        #expect(files.count == Schema.migrations.count - 1, "fixtures \(files.sorted()) for \(Schema.migrations.count - 1) past versions")
    }

    @Test("Each fixture upgrades to the current schema with every set, record, bodyweight and schedule-history row intact",
          arguments: 1..<Schema.migrations.count)
    func fixtureUpgrades(version: Int) throws {
        let dump = try String(contentsOf: Self.fixture(version), encoding: .utf8)
        #expect(dump.hasSuffix("PRAGMA user_version = \(version);\n"))
        let database = try TemporaryDatabase()
        do { try SQLiteConnection(path: database.path).execute(dump) }
        let upgraded = try database.open()
        #expect(try upgraded.schemaVersion == Schema.migrations.count)

        let fresh = try TemporaryDatabase()
        let expected = try fresh.open()
        for workout in KnownData.workouts { _ = try expected.insert(workout) }
        let bodyweights = KnownData.holds("bodyweights", at: version) ? KnownData.bodyweights : []
        for entry in bodyweights { _ = try expected.record(entry) }

        let summaries = try upgraded.workouts(limit: 10)
        let expectedSummaries = try expected.workouts(limit: 10)
        #expect(summaries == expectedSummaries)
        for summary in summaries {
            let sets = try upgraded.storedSets(ofWorkout: summary.id)
            let expectedSets = try expected.storedSets(ofWorkout: summary.id)
            #expect(sets == expectedSets, "the sets of workout \(summary.id) '\(summary.name)'")
        }
        for exercise in ["Squat (Barbell)", "Bench Press (Barbell)"] {
            let records = try upgraded.records(of: exercise)
            let expectedRecords = try expected.records(of: exercise)
            #expect(records != nil && records == expectedRecords, "the records of \(exercise)")
        }
        let period = Date(timeIntervalSince1970: KnownData.start - 1_000)..<Date(timeIntervalSince1970: KnownData.start + 10 * KnownData.day)
        #expect(try upgraded.bodyweights(in: period, limit: 10).sorted { $0.measuredAt < $1.measuredAt } == bodyweights)

        let history = try SQLiteScheduleHistory(path: database.path)
        guard KnownData.holds("schedule_history", at: version) else {
            #expect(try history.record(named: "weekly-summary") == nil)
            return
        }
        let record = try #require(try history.record(named: "weekly-summary"))
        #expect(record.handledThrough == Date(timeIntervalSince1970: KnownData.start + 2 * KnownData.day))
        #expect(record.lastRunAt == Date(timeIntervalSince1970: KnownData.start + 2 * KnownData.day + 5))
    }
}
