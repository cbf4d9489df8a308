import Foundation
import SampleExports
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)
private let utc = ImportSettings(timeZone: .utc, now: importInstant)

/// Imports `parsed` twice into a fresh database: the first time stores everything, the
/// second adds nothing.
func expectIdempotentImport(_ parsed: ParsedExport, batchSize: Int) throws {
    let database = try TemporaryDatabase()
    let repository = try database.open(importBatchSize: batchSize)
    let first = try repository.importWorkouts(parsed.workouts)
    #expect(first == ImportWriteSummary(workoutsAdded: parsed.workouts.count, setsAdded: parsed.setCount))
    let second = try repository.importWorkouts(parsed.workouts)
    #expect(second == ImportWriteSummary(setsAlreadyPresent: parsed.setCount))
    #expect(try repository.sets(startedIn: everyPeriod).count == parsed.setCount)
    #expect(try repository.workouts(limit: 100_000).count == parsed.workouts.count)
}

@Test("Importing a fixture export stores every parsed set; importing it again adds nothing", arguments: FixtureExports.all)
func fixtureImportIsIdempotent(file: String) throws {
    try expectIdempotentImport(ExportParser.parse(FixtureExports.contents(file), settings: utc), batchSize: 2)
}

@Test("Importing a large generated export in many batches stores every set once; again adds nothing")
func largeGeneratedImportIsIdempotent() throws {
    let parsed = try ExportParser.parse(text: ExportGenerator.strongV6(workouts: 300, setsPerWorkout: 12), settings: utc)
    #expect(parsed.setCount == 3_600)
    try expectIdempotentImport(parsed, batchSize: 500)
}

@Test("Imported fixture workouts read back exactly as parsed", arguments: FixtureExports.all)
func fixtureRoundTrip(file: String) throws {
    try expectReadsBackAsParsed(ExportParser.parse(FixtureExports.contents(file), settings: utc), named: file)
}

/// Imports `parsed` into a fresh database: every workout reads back exactly as parsed.
func expectReadsBackAsParsed(_ parsed: ParsedExport, named file: String) throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts(parsed.workouts)
    let summaries = try repository.workouts(limit: 100_000)
    #expect(summaries.count == parsed.workouts.count)
    for summary in summaries {
        var stored = try #require(try repository.workout(id: summary.id))
        stored.id = nil
        #expect(parsed.workouts.contains(stored), "\(file): workout '\(stored.name)' reads back as parsed")
    }
}
