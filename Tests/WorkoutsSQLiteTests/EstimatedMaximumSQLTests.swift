import Foundation
import SampleExports
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)

@Suite("Estimated maxima in SQL")
struct EstimatedMaximumSQLTests {
    @Test("The summary's SQL estimate equals OneRepMaxEstimate exactly, for every formula and caps at both ends",
          arguments: OneRepMaxEstimate.Formula.allCases, [1, 10, OneRepMaxEstimate.largestRepCap])
    func sqlAgreesWithSwift(formula: OneRepMaxEstimate.Formula, cap: Int) throws {
        let estimate = OneRepMaxEstimate(formula: formula, repCap: cap)
        let database = try TemporaryDatabase()
        let repository = try database.open(estimate: estimate)
        let settings = ImportSettings(timeZone: .utc, now: importInstant)
        let generated = try ExportParser.parse(text: ExportGenerator.strongV6(workouts: 40, setsPerWorkout: 9), settings: settings)
        let edges = Workout(name: "Edges", start: Date(timeIntervalSince1970: 1_600_000_000), sets: [
            WorkoutSet(exercise: "Edge", weightKilograms: 100, reps: 36),
            WorkoutSet(exercise: "Edge", weightKilograms: 0, reps: 5),
            WorkoutSet(exercise: "Edge", kind: .warmUp, weightKilograms: 300, reps: 1),
            WorkoutSet(exercise: "Only High Reps", weightKilograms: 40, reps: 37),
        ])
        _ = try repository.importWorkouts(generated.workouts + [edges])
        let sets = try repository.sets(startedIn: everyPeriod)
        let expected = BestLift.bests(among: sets, estimate: estimate)
        #expect(try repository.bestLifts(startedIn: everyPeriod) == expected)
        #expect(expected["Only High Reps"]?.estimatedOneRepMaxKilograms == nil)
        #expect(expected.values.contains { $0.estimatedOneRepMaxKilograms != nil })
    }
}
