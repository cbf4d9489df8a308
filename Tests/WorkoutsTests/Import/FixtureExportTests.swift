import Foundation
import SampleExports
import Testing
@testable import Workouts
import ZoneInfo

private let utc = ImportSettings(timeZone: .utc, now: importInstant)

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute).date(in: .utc)
}

@Test("Strong classic read in pounds converts weights to kilograms and distances from miles")
func strongClassicFixtureInPounds() throws {
    let settings = ImportSettings(timeZone: .utc, strongClassicUnit: .pounds, now: importInstant)
    let parsed = try ExportParser.parse(FixtureExports.contents(FixtureExports.strongClassic), settings: settings)
    let sets = try #require(parsed.workouts.first?.sets)
    #expect(sets.first?.weightKilograms == 40 * WeightUnit.kilogramsPerPound)
    #expect(sets.first { $0.exercise == "Running" }?.distanceMeters == 5 * DistanceUnit.miles.meters)
}

@Test("Every set read from the fixtures is one the store accepts", arguments: FixtureExports.all)
func fixtureSetsAreValid(file: String) throws {
    let parsed = try ExportParser.parse(FixtureExports.contents(file), settings: utc)
    #expect(parsed.setCount > 0)
    #expect(parsed.workouts.flatMap(\.sets).allSatisfy { $0.problem == nil })
    #expect(parsed.skippedRows.allSatisfy { $0.line > 1 && !$0.reason.isEmpty })
}

@Test("Between them the fixtures hold every kind of set")
func fixturesHoldEveryKind() throws {
    let kinds = try FixtureExports.all.flatMap { file in
        try ExportParser.parse(FixtureExports.contents(file), settings: utc).workouts.flatMap { $0.sets.map(\.kind) }
    }
    #expect(Set(kinds) == Set(SetKind.allCases))
}

@Test("The export generator writes the same bytes for the same arguments")
func generatorIsDeterministic() {
    let first = ExportGenerator.strongV6(workouts: 30, setsPerWorkout: 7)
    #expect(first == ExportGenerator.strongV6(workouts: 30, setsPerWorkout: 7))
    #expect(first != ExportGenerator.strongV6(workouts: 30, setsPerWorkout: 8))
}

@Test("A large generated Strong v6 export imports every workout and every set, one workout a day")
func largeGeneratedExport() throws {
    let text = ExportGenerator.strongV6(workouts: 1_000, setsPerWorkout: 20)
    let parsed = try ExportParser.parse(text: text, settings: utc)
    #expect(parsed.format == .strongV6)
    #expect(parsed.workouts.count == 1_000)
    #expect(parsed.setCount == 20_000)
    #expect(parsed.skippedRows == [])
    #expect(parsed.restTimerRows == 0)
    #expect(parsed.workouts.allSatisfy { $0.sets.count == 20 && $0.end == $0.start + 3_600 })
    #expect(parsed.workouts.first?.start == date(2020, 1, 1, 7))
    // 2020 is a leap year: day 1,000 is 2022-09-26.
    #expect(parsed.workouts.last?.start == date(2022, 9, 26, 7))
}
