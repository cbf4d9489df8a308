import Foundation
import SampleExports
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

/// `value` as the importer keeps a number it reads: rounded to the millionth, which drops
/// the float noise of unit conversions (`149.99999999999997`). Weights converted from pounds
/// carry more decimals than that, so they come back rounded.
private func readBack(_ value: Double?) -> Double? {
    value.map { ($0 * 1_000_000).rounded() / 1_000_000 }
}

@Test("The Strong CSV export of each fixture reads back as the same workouts and sets, numbers to the millionth",
      arguments: FixtureExports.all)
func fixtureStrongCSVRoundTrip(file: String) async throws {
    try await expectStrongCSVRoundTrip(FixtureExports.contents(file))
}

/// Imports `export`, writes the Strong CSV export and reads it back: the same workouts and
/// sets come back, numbers to the millionth.
func expectStrongCSVRoundTrip(_ export: Data) async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400 // after every fixture and sample, as when an old export is imported
    let settings = ImportSettings(timeZone: .utc, now: harness.now)
    _ = try harness.repository.importWorkouts(try ExportParser.parse(export, settings: settings).workouts)
    let stored = try harness.repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
    // A fresh database numbers the imported workouts from 1: the batch is all of them.
    let batch = "workouts-000001-" + String(format: "%06d", stored.count)
    let path = harness.output.appendingPathComponent("health/\(batch)/strong.csv").path
    var store = harness.testStore([exportWriter(StrongCSVExport())])
    await store.send(HealthExportDue(since: "all"))
    await store.receive(ReportReady(report: "health-export", format: StrongCSVExport.formatName, paths: [path]))
    store.finish()
    let reread = try ExportParser.parse(Data(contentsOf: URL(fileURLWithPath: path)), settings: settings)
    #expect(reread.skippedRows.isEmpty)
    #expect(!stored.isEmpty && reread.workouts.count == stored.count)
    for (original, copy) in zip(stored, reread.workouts) {
        #expect(copy.name == original.name && copy.start == original.start && copy.end == original.end)
        #expect(copy.notes == original.notes)
        #expect(copy.sets.count == original.sets.count)
        for (set, back) in zip(original.sets, copy.sets) {
            #expect(back.exercise == set.exercise && back.kind == set.kind && back.reps == set.reps)
            #expect(back.weightKilograms == readBack(set.weightKilograms) && back.rpe == set.rpe)
            #expect(back.durationSeconds == set.durationSeconds && back.notes == set.notes)
            // The export writes kilometres, so distances come back to the millionth of a kilometre.
            #expect(back.distanceMeters == readBack(set.distanceMeters.map { $0 / 1_000 }).map { $0 * 1_000 })
        }
    }
}
