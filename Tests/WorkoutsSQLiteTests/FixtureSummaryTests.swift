import Foundation
import SampleExports
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)

/// Every fixture export's workouts, then a generated export's, read in UTC.
private func fixtureWorkouts() throws -> [Workout] {
    let settings = ImportSettings(timeZone: .utc, now: importInstant)
    let fixtures = try FixtureExports.all.flatMap { try ExportParser.parse(FixtureExports.contents($0), settings: settings).workouts }
    let generated = try ExportParser.parse(text: ExportGenerator.strongV6(workouts: 60, setsPerWorkout: 9), settings: settings)
    return fixtures + generated.workouts
}

@Test("Per-exercise totals aggregated in SQL equal the volume rules applied to every fixture set")
func fixtureSQLTotalsMatchRules() throws {
    let workouts = try fixtureWorkouts()
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts(workouts)
    let sets = try repository.sets(startedIn: everyPeriod)
    #expect(sets.count == workouts.reduce(0) { $0 + $1.sets.count })
    for countsWarmUps in [false, true] {
        let rules = VolumeRules(countsWarmUps: countsWarmUps)
        let expected = VolumeReport(sets: sets, rules: rules, catalog: .builtIn)
        // The SQL totals carry every load type's volume; the report chooses by the catalog's.
        let totals = VolumeReport(
            exerciseTotals: try repository.exerciseTotals(startedIn: everyPeriod, rules: rules), rules: rules, catalog: .builtIn
        ).exercises
        #expect(!totals.isEmpty)
        #expect(totals.map(\.exercise) == expected.exercises.map(\.exercise))
        #expect(totals.map(\.sets) == expected.exercises.map(\.sets))
        #expect(totals.map(\.reps) == expected.exercises.map(\.reps))
        for (total, line) in zip(totals, expected.exercises) {
            #expect(abs(total.volumeKilograms - line.volumeKilograms) <= 1e-9 * max(1, line.volumeKilograms))
        }
    }
    let cutoff = try #require(workouts.map(\.start).sorted().dropFirst(workouts.count / 2).first)
    try expectRecordsSetInMatchHistory(repository, period: cutoff..<everyPeriod.upperBound)
}
