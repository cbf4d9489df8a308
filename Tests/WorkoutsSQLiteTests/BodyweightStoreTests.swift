import Foundation
import SampleExports
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)
private let march = Date(timeIntervalSince1970: 1_740_787_200) // 2025-03-01 00:00 UTC

@Test("Bodyweights are stored one per instant: logging replaces, importing keeps, and a second import adds nothing")
func bodyweightsAreStoredPerInstant() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    #expect(try !repository.record(BodyweightEntry(measuredAt: march, kilograms: 80, source: "log-bodyweight")))
    #expect(try repository.record(BodyweightEntry(measuredAt: march, kilograms: 81, source: "log-bodyweight")))
    let imported = (0..<5).map { BodyweightEntry(measuredAt: march + Double($0) * 86_400, kilograms: 70 + Double($0), source: "apple-health") }
    #expect(try repository.importBodyweights(imported) == 4)
    #expect(try repository.importBodyweights(imported) == 0)
    let listed = try repository.bodyweights(in: everyPeriod, limit: 3)
    #expect(listed.map(\.kilograms) == [74, 73, 72])
    #expect(try repository.bodyweights(in: everyPeriod, limit: 10).last == BodyweightEntry(
        measuredAt: march, kilograms: 81, source: "log-bodyweight"))
    let reopened = try database.open()
    #expect(try reopened.bodyweights(in: everyPeriod, limit: 10).count == 5)
}

@Test("SQL totals with bodyweights equal the load rules applied to every set, for each load type and rule")
func sqlTotalsWithBodyweightsMatchRules() throws {
    let settings = ImportSettings(timeZone: .utc, now: importInstant)
    var workouts = try FixtureExports.all.flatMap { try ExportParser.parse(FixtureExports.contents($0), settings: settings).workouts }
    // Assisted, weighted and plain bodyweight sets before, between and after the bodyweights,
    // some with their own time and some taking their workout's start.
    for day in 0..<12 {
        let start = march + Double(day) * 2 * 86_400 - 86_400
        workouts.append(Workout(name: "Pull \(day)", start: start, sets: [
            WorkoutSet(exercise: "Pull Up (Assisted)", weightKilograms: Double(5 * (day % 4)), reps: 8 + day % 3),
            WorkoutSet(exercise: "pull up  (weighted)", weightKilograms: 2.5 * Double(day), reps: 5,
                       performedAt: day % 2 == 0 ? start + 1_800 : nil),
            WorkoutSet(exercise: "Chin Up (Assisted)", weightKilograms: 95, reps: 6, performedAt: start + 2_400),
            WorkoutSet(exercise: "Pull Up", weightKilograms: day % 3 == 0 ? 10 : nil, reps: 7),
            WorkoutSet(exercise: "Chest Dip", kind: .warmUp, weightKilograms: nil, reps: 10),
        ]))
    }
    let bodyweights = (0..<6).map {
        BodyweightEntry(measuredAt: march + Double($0) * 4 * 86_400 + 3_600, kilograms: 80 + 0.3 * Double($0), source: "test")
    }
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.importWorkouts(workouts)
    _ = try repository.importBodyweights(bodyweights)
    let timedSets = workouts.sorted { $0.start < $1.start }.flatMap(\.timedSets)
    for rules in [VolumeRules(), VolumeRules(countsWarmUps: true, countsBodyweight: true)] {
        let expected = VolumeReport(sets: timedSets, rules: rules, catalog: .builtIn, bodyweights: BodyweightHistory(bodyweights))
        let report = VolumeReport(
            exerciseTotals: try repository.exerciseTotals(startedIn: everyPeriod, rules: rules), rules: rules, catalog: .builtIn)
        #expect(report.exercises.map(\.exercise) == expected.exercises.map(\.exercise))
        #expect(report.exercises.map(\.sets) == expected.exercises.map(\.sets))
        #expect(report.exercises.map(\.setsWithoutBodyweight) == expected.exercises.map(\.setsWithoutBodyweight))
        for (total, line) in zip(report.exercises, expected.exercises) {
            #expect(abs(total.volumeKilograms - line.volumeKilograms) <= 1e-9 * max(1, line.volumeKilograms), "\(line.exercise)")
        }
        #expect(report.volumeNotes == expected.volumeNotes)
        #expect(expected.exercises.first { $0.exercise == "Pull Up (Assisted)" }?.setsWithoutBodyweight == 1)
        #expect(expected.exercises.first { $0.exercise == "Chin Up (Assisted)" }.map { $0.volumeKilograms == 0 } == true)
    }
}
