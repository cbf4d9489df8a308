import SampleExports
import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)

@Test("Real sample: Per-exercise totals aggregated in SQL equal the volume rules applied to every set", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.hevy,
])
func sqlTotalsMatchRules(file: String) throws {
    let parsed = try ExportParser.parse(SampleData.contents(file), settings: ImportSettings(timeZone: .utc, now: importInstant))
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts(parsed.workouts)
    for countsWarmUps in [false, true] {
        let rules = VolumeRules(countsWarmUps: countsWarmUps)
        let expected = VolumeReport(sets: try repository.sets(startedIn: everyPeriod), rules: rules, catalog: .builtIn)
        // The SQL totals carry every load type's volume; the report chooses by the catalog's.
        let totals = VolumeReport(
            exerciseTotals: try repository.exerciseTotals(startedIn: everyPeriod, rules: rules), rules: rules, catalog: .builtIn
        ).exercises
        #expect(totals.map(\.exercise) == expected.exercises.map(\.exercise))
        #expect(totals.map(\.sets) == expected.exercises.map(\.sets))
        #expect(totals.map(\.reps) == expected.exercises.map(\.reps))
        for (total, line) in zip(totals, expected.exercises) {
            #expect(abs(total.volumeKilograms - line.volumeKilograms) <= 1e-9 * max(1, line.volumeKilograms))
        }
    }
    let cutoff = try #require(parsed.workouts.dropFirst(parsed.workouts.count / 2).first?.start)
    try expectRecordsSetInMatchHistory(repository, period: cutoff..<everyPeriod.upperBound)
    try expectRecordsSetInMatchHistory(repository, period: everyPeriod)
}

@Test("Exportable workouts are the finished ones by identifier; one in progress is left out until it is finished")
func exportableSkipsWorkoutInProgress() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    let set = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let open = try repository.insert(Workout(name: "A", start: start, sets: [set]))
    let finished = try repository.insert(Workout(name: "B", start: start + 86_400, end: start + 90_000, sets: [set]))
    let imported = try repository.importWorkouts([Workout(name: "C", start: start - 86_400, sets: [set])])
    #expect(imported.workoutsAdded == 1)
    #expect(try repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil).map(\.name) == ["B", "C"])
    try repository.finish(workout: open, at: start + 3_600)
    let all = try repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
    #expect(all.map(\.name) == ["A", "B", "C"])
    #expect(all.allSatisfy { $0.sets == [set] })
    #expect(try repository.exportableWorkouts(notWrittenBy: nil, startedFrom: start).map(\.name) == ["A", "B"])
    try repository.recordWritten([finished], by: "export-fhir")
    #expect(try repository.exportableWorkouts(notWrittenBy: "export-fhir", startedFrom: nil).map(\.name) == ["A", "C"])
    #expect(try repository.exportableWorkouts(notWrittenBy: "export-strong-csv", startedFrom: nil).count == 3)
}

@Test("The workouts each export wrote are kept per export, survive reopening, and go with a deleted workout")
func writtenWorkoutsPersist() throws {
    let database = try TemporaryDatabase()
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    do {
        let repository = try database.open()
        for day in 0..<3 {
            let begin = start + Double(day) * 86_400
            _ = try repository.insert(Workout(name: "W", start: begin, end: begin + 3_600))
        }
        #expect(try repository.workoutsWritten(by: "export-fhir") == [])
        try repository.recordWritten([3, 1], by: "export-fhir")
        try repository.recordWritten([3], by: "export-fhir")
        try repository.recordWritten([2], by: "export-strong-csv")
        try repository.recordWritten([99], by: "export-fhir")
    }
    let reopened = try database.open()
    #expect(try reopened.workoutsWritten(by: "export-fhir") == [1, 3])
    #expect(try reopened.workoutsWritten(by: "export-strong-csv") == [2])
    #expect(try reopened.exportableWorkouts(notWrittenBy: "export-fhir", startedFrom: nil).map(\.id) == [2])
    #expect(try reopened.delete(workout: 3))
    #expect(try reopened.workoutsWritten(by: "export-fhir") == [1])
    #expect(try reopened.schemaVersion == Schema.migrations.count)
}

@Test("A database from before per-workout export records counts every workout up to an export's watermark as written")
func watermarksCarriedOver() throws {
    let database = try TemporaryDatabase()
    do {
        let connection = try SQLiteConnection(path: database.path)
        let version = try #require(Schema.migrations.firstIndex { $0.contains("CREATE TABLE exported_workouts") })
        for migration in Schema.migrations.prefix(version) { try connection.execute(migration) }
        try connection.execute("""
            PRAGMA user_version = \(version);
            INSERT INTO workouts (id, name, started_at, ended_at) VALUES
                (1, 'A', 1000, 2000), (2, 'B', 3000, 4000), (4, 'D', 5000, 6000), (5, 'E', 7000, 8000);
            INSERT INTO export_watermarks (export, workout_id) VALUES ('export-fhir', 4), ('export-apple-health', 1);
            """)
    }
    let repository = try database.open()
    #expect(try repository.workoutsWritten(by: "export-fhir") == [1, 2, 4])
    #expect(try repository.workoutsWritten(by: "export-apple-health") == [1])
    #expect(try repository.workoutsWritten(by: "export-strong-csv") == [])
    #expect(try repository.exportableWorkouts(notWrittenBy: "export-fhir", startedFrom: nil).map(\.id) == [5])
}

@Test("Exportable workouts read a page at a time are the ones read at once, each with its own sets, an open one in their midst left out")
func exportablePages() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    var expected: [Workout] = []
    for index in 0..<7 {
        let sets = (0...index % 3).map { number in
            WorkoutSet(exercise: number % 2 == 0 ? "Squat (Barbell)" : "Bench Press (Barbell)",
                       weightKilograms: Double(60 + index), reps: number + 1)
        }
        let begin = start + Double(index) * 86_400
        // The fourth stays open: it has sets in the middle of a page's identifiers.
        let end: Date? = index == 3 ? nil : begin + 3_600
        let id = try repository.insert(Workout(name: "W\(index)", start: begin, end: end, sets: sets))
        if end != nil { expected.append(Workout(id: id, name: "W\(index)", start: begin, end: end, sets: sets)) }
    }
    let all = try repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
    #expect(all.map(\.id) == expected.map(\.id))
    #expect(all.map(\.sets) == expected.map(\.sets))
    for size in [1, 2, 4, 100] {
        var paged: [Workout] = []
        try repository.forEachExportablePage(notWrittenBy: nil, startedFrom: nil, pageSize: size, withSets: true) { page in
            #expect(page.count <= size)
            paged += page
            return true
        }
        #expect(paged.map(\.id) == expected.map(\.id), "pages of \(size)")
        #expect(paged.map(\.sets) == expected.map(\.sets), "pages of \(size)")
    }
    let heads = try repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil, after: expected[1].id ?? 0, limit: 2, withSets: false)
    #expect(heads.map(\.id) == [expected[2].id, expected[3].id])
    #expect(heads.allSatisfy { $0.sets.isEmpty })
}
