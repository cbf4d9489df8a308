import SampleExports
import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)

@Test("Real sample: Per-exercise totals aggregated in SQL equal the volume rules applied to every set", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.hevy,
])
func sqlTotalsMatchRules(file: String) throws {
    let parsed = try ExportParser.parse(SampleData.contents(file), settings: ImportSettings(timeZone: .gmt))
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts(parsed.workouts)
    for countsWarmUps in [false, true] {
        let rules = VolumeRules(countsWarmUps: countsWarmUps)
        let expected = VolumeReport(sets: try repository.sets(startedIn: everyPeriod), rules: rules, catalog: .builtIn)
        let totals = try repository.exerciseTotals(startedIn: everyPeriod, rules: rules)
        #expect(totals.map(\.exercise) == expected.exercises.map(\.exercise))
        #expect(totals.map(\.sets) == expected.exercises.map(\.sets))
        #expect(totals.map(\.reps) == expected.exercises.map(\.reps))
        for (total, line) in zip(totals, expected.exercises) {
            #expect(abs(total.volumeKilograms - line.volumeKilograms) <= 1e-9 * max(1, line.volumeKilograms))
        }
    }
    let sets = try repository.sets(startedIn: everyPeriod)
    #expect(try repository.bestLifts(startedIn: everyPeriod) == BestLift.bests(among: sets))
    let cutoff = try #require(parsed.workouts.dropFirst(parsed.workouts.count / 2).first?.start)
    let before = BestLift.bests(among: try repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<cutoff))
    let names = ["Bench Press (Barbell)", "Squat (Barbell)", "No Such Exercise"]
    #expect(try repository.bestLifts(of: names, startedBefore: cutoff) == before.filter { names.contains($0.key) })
}

@Test("Exportable workouts come in stored order and stop before a workout still in progress")
func exportableStopsAtWorkoutInProgress() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    let set = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let first = try repository.insert(Workout(name: "A", start: start, end: start + 3_600, sets: [set]))
    let open = try repository.insert(Workout(name: "B", start: start + 86_400, sets: [set]))
    let imported = try repository.importWorkouts([Workout(name: "C", start: start - 86_400, sets: [set])])
    #expect(imported.workoutsAdded == 1)
    #expect(try repository.exportableWorkouts(after: nil, startedFrom: nil).map(\.id) == [first])
    try repository.finish(workout: open, at: start + 90_000)
    let all = try repository.exportableWorkouts(after: nil, startedFrom: nil)
    #expect(all.map(\.name) == ["A", "B", "C"])
    #expect(all.allSatisfy { $0.sets == [set] })
    #expect(try repository.exportableWorkouts(after: first, startedFrom: nil).map(\.name) == ["B", "C"])
    #expect(try repository.exportableWorkouts(after: nil, startedFrom: start).map(\.name) == ["A", "B"])
}

@Test("Export watermarks are kept per export and survive reopening the database")
func watermarksPersist() throws {
    let database = try TemporaryDatabase()
    do {
        let repository = try database.open()
        #expect(try repository.watermark(of: "export-fhir") == nil)
        try repository.setWatermark(of: "export-fhir", to: 7)
        try repository.setWatermark(of: "export-fhir", to: 9)
        try repository.setWatermark(of: "export-strong-csv", to: 3)
    }
    let reopened = try database.open()
    #expect(try reopened.watermark(of: "export-fhir") == 9)
    #expect(try reopened.watermark(of: "export-strong-csv") == 3)
    #expect(try reopened.schemaVersion == Schema.migrations.count)
}
