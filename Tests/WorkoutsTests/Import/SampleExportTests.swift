import SampleExports
import Foundation
import Testing
@testable import Workouts
import ZoneInfo

private let utc = ImportSettings(timeZone: .utc, now: importInstant)

/// Data rows in a file with no line breaks inside quoted fields: its non-empty lines
/// after the header.
private func dataLineCount(_ file: String) throws -> Int {
    let text = String(decoding: try SampleData.contents(file), as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).count - 1
}

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
    LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second).date(in: .utc)
}

@Test("Real sample: Each sample export is recognised by its header", .realSampleTier, arguments: [
    (SampleData.strongClassic, ExportFormat.strongClassic),
    (SampleData.strongLegacySample, .strongClassic),
    (SampleData.strongV6, .strongV6),
    (SampleData.hevy, .hevy),
])
func samplesAreSniffed(file: String, format: ExportFormat) throws {
    #expect(try ExportParser.parse(SampleData.contents(file), settings: utc).format == format)
}

@Test("Real sample: Every data row of every sample export becomes a set or a reported skip", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.strongLegacySample, SampleData.strongV6, SampleData.hevy,
])
func samplesLoseNoRows(file: String) throws {
    let parsed = try ExportParser.parse(SampleData.contents(file), settings: utc)
    #expect(parsed.setCount + parsed.skippedRows.count + parsed.restTimerRows == (try dataLineCount(file)))
    #expect(parsed.skippedRows.allSatisfy { $0.line > 1 && !$0.reason.isEmpty })
}

@Test("Real sample: Strong v6: sets left empty in the app are reported as skipped, not stored", .realSampleTier)
func strongV6EmptySets() throws {
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.strongV6), settings: utc)
    #expect(parsed.skippedRows.contains(SkippedRow(line: 15, reason: "a set needs reps, a duration or a distance")))
    #expect(!parsed.skippedRows.contains { $0.line == 125 })
}

@Test("Real sample: Strong classic: first set, float reps and the text duration are read", .realSampleTier)
func strongClassicSample() throws {
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.strongClassic), settings: utc)
    let first = try #require(parsed.workouts.first)
    #expect(first.name == "B")
    #expect(first.start == date(2024, 11, 28, 17, 36, 8))
    #expect(first.end == date(2024, 11, 28, 18, 11, 8))
    #expect(first.sets.first == WorkoutSet(exercise: "Bent Over Row (Barbell)", weightKilograms: 10, reps: 13))
}

@Test("Real sample: Strong classic in pounds converts weights to kilograms", .realSampleTier)
func strongClassicInPounds() throws {
    let settings = ImportSettings(timeZone: .utc, strongClassicUnit: .pounds, now: importInstant)
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.strongClassic), settings: settings)
    #expect(parsed.workouts.first?.sets.first?.weightKilograms == 10 * 0.45359237)
}

@Test("Real sample: Strong v6: the unit comes from the header and the duration is in seconds", .realSampleTier)
func strongV6Sample() throws {
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.strongV6), settings: utc)
    let first = try #require(parsed.workouts.first)
    #expect(first.end == first.start + 2134)
    #expect(first.sets.first?.weightKilograms == 10)
    #expect(first.sets.first?.reps == 16)
}

@Test("Real sample: Hevy: kinds are mapped, bodyweight and timed sets kept without volume", .realSampleTier)
func hevySample() throws {
    let parsed = try ExportParser.parse(SampleData.contents(SampleData.hevy), settings: utc)
    let first = try #require(parsed.workouts.first)
    #expect(first.name == "Lower // Ramp // Strength // 1")
    #expect(first.start == date(2025, 9, 15, 7, 48))
    #expect(first.end == date(2025, 9, 15, 9, 13))
    #expect(first.sets.prefix(4).map(\.kind) == [.warmUp, .warmUp, .normal, .failure])
    #expect(first.sets[3].rpe == 9.5)
    let sets = parsed.workouts.flatMap(\.sets)
    #expect(Set(sets.map(\.kind)) == Set(SetKind.allCases))
    let timed = sets.filter { $0.exercise == "Warm Up" }
    #expect(!timed.isEmpty)
    #expect(timed.allSatisfy { $0.reps == 0 && ($0.durationSeconds ?? 0) > 0 && $0.volumeKilograms == 0 })
    let bodyweight = sets.filter { $0.weightKilograms == nil && $0.reps > 0 }
    #expect(!bodyweight.isEmpty)
    #expect(bodyweight.allSatisfy { $0.volumeKilograms == 0 })
}
