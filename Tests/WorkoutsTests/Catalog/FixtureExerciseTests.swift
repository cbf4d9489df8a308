import SampleExports
import Testing
@testable import Workouts
import ZoneInfo

@Test("Every exercise in the Strong and Hevy fixtures is in the built-in catalog", arguments: [
    FixtureExports.strongClassic, FixtureExports.strongLegacy, FixtureExports.strongV6,
    FixtureExports.hevy, FixtureExports.hevyImperial,
])
func fixtureExercisesAreMapped(file: String) throws {
    let parsed = try ExportParser.parse(FixtureExports.contents(file), settings: ImportSettings(timeZone: .utc, now: importInstant))
    let names = parsed.workouts.flatMap { $0.sets.map(\.exercise) }
    #expect(!names.isEmpty)
    #expect(ExerciseCatalog.builtIn.unmapped(names) == [])
}
