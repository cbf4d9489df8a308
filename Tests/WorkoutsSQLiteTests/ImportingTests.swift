import SampleExports
import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)

@Test("Real sample: Importing a sample export stores every parsed set; importing it again adds nothing", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.strongV6, SampleData.hevy,
])
func idempotentImport(file: String) throws {
    try expectIdempotentImport(ExportParser.parse(SampleData.contents(file), settings: ImportSettings(timeZone: .utc, now: importInstant)), batchSize: 500)
}

@Test("Real sample: Imported workouts read back exactly as parsed", .realSampleTier)
func importRoundTrip() throws {
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.hevy), settings: ImportSettings(timeZone: .utc, now: importInstant))
    try expectReadsBackAsParsed(parsed, named: SampleData.hevy)
}

@Test("A workout that fails to import leaves nothing behind; the others are stored")
func failedWorkoutLeavesNothing() throws {
    let start = Date(timeIntervalSince1970: 1_726_000_000)
    let good = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let bad = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: -5, reps: 5)
    let workouts = [
        Workout(name: "Good", start: start, sets: [good]),
        Workout(name: "Bad", start: start + 86_400, sets: [good, good, bad]),
        Workout(name: "Also good", start: start + 2 * 86_400, sets: [good]),
    ]
    let database = try TemporaryDatabase()
    let repository = try database.open(importBatchSize: 1_000)
    let summary = try repository.importWorkouts(workouts)
    #expect(summary.workoutsAdded == 2)
    #expect(summary.setsAdded == 2)
    #expect(summary.failedWorkouts.map(\.name) == ["Bad"])
    #expect(try repository.workouts(limit: 10).map(\.name) == ["Also good", "Good"])
    #expect(try repository.sets(startedIn: everyPeriod).count == 2)
}

@Test("Re-importing a workout that gained a set adds only that set")
func reimportAddsOnlyNewSets() throws {
    let start = Date(timeIntervalSince1970: 1_726_000_000)
    let set = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts([Workout(name: "A", start: start, sets: [set, set])])
    let summary = try repository.importWorkouts([Workout(name: "A", start: start, sets: [set, set, set])])
    #expect(summary == ImportWriteSummary(setsAdded: 1, setsAlreadyPresent: 2))
}
