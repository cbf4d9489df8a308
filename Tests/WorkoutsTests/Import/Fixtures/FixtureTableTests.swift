import Foundation
import SampleExports
import Testing
@testable import Workouts
import ZoneInfo

/// The fixtures are read with their times in UTC and Strong classic weights in kilograms.
private let utc = ImportSettings(timeZone: .utc, now: importInstant)

@Test("Each row of the fixture table holds for its fixture", arguments: try FixtureTable.rows(in: FixtureExports.readme()))
func fixtureTableRow(_ row: FixtureTableRow) throws {
    let parsed = try ExportParser.parse(FixtureExports.contents(row.file), settings: utc)
    switch (row.outcome, row.line) {
    case (.export, _):
        for value in row.values { FixtureExpectation.check(value, export: parsed) }
    case (.set, .number(let line)):
        let place = parsed.setLines.enumerated().lazy.compactMap { workout, lines in
            lines.firstIndex(of: line).map { (workout, $0) }
        }.first
        guard let (workout, index) = place else {
            Issue.record("line \(line) is no set: \(FixtureExpectation.outcome(of: line, in: parsed))")
            return
        }
        for value in row.values {
            FixtureExpectation.check(value, set: parsed.workouts[workout].sets[index], of: parsed.workouts[workout])
        }
    case (.skipped, .number(let line)):
        let skipped = parsed.skippedRows.first { $0.line == line }
        #expect(skipped?.reason == row.values.first?.text, "line \(line): \(FixtureExpectation.outcome(of: line, in: parsed))")
    case (.restTimer, .number(let line)):
        #expect(parsed.restTimerLines.contains(line), "line \(line): \(FixtureExpectation.outcome(of: line, in: parsed))")
    case (_, .wholeFile):
        Issue.record("only export: rows may speak of the whole file")
    }
}

@Test("The fixture table has a whole-file row and line rows for every fixture, and names no other file")
func fixtureTableCoversEveryFixture() throws {
    let rows = try FixtureTable.rows(in: FixtureExports.readme())
    let csvFiles = try FileManager.default.contentsOfDirectory(atPath: FixtureExports.directory.path)
        .filter { $0.hasSuffix(".csv") }
    #expect(Set(csvFiles) == Set(FixtureExports.all))
    for file in FixtureExports.all {
        let ofFile = rows.filter { $0.file == file }
        #expect(ofFile.filter { $0.line == .wholeFile }.count == 1, "\(file): one whole-file row")
        #expect(ofFile.contains { $0.outcome == .set }, "\(file): at least one set row")
    }
    #expect(rows.allSatisfy { FixtureExports.all.contains($0.file) })
}

@Test("The fixture table covers every quirk the importers must handle")
func fixtureTableCoversEveryQuirk() throws {
    let quirks = try FixtureTable.rows(in: FixtureExports.readme()).map { $0.quirk.lowercased() }
    let required = [
        "rest-timer row", "note row", "nan reps", "empty reps", "pounds", "quoted semicolon", "newline",
        "bom", "crlf", "timed set", "distance set", "warm-up", "drop set", "failure set",
        "u+0020 before the meridiem", "u+00a0 before the meridiem", "u+202f before the meridiem",
        "12:05 am", "12:00 pm", "hour 13", "hour 0", "weight unit", "weight (kg)", "weight (lbs)",
    ]
    for quirk in required {
        #expect(quirks.contains { $0.contains(quirk) }, "no fixture row for '\(quirk)'")
    }
}
