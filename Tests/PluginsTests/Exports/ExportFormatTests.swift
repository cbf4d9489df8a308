import SampleExports
import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// The file one export wrote for the harness's two workouts, found from the report-ready the
/// test expects: the batch's directory holds the format's one file.
private func export<Format: SingleFileExportFormat>(_ format: Format, _ harness: TrainingHarness) async throws -> String {
    var store = harness.testStore([exportWriter(format)])
    let path = harness.output.appendingPathComponent("health/workouts-000001-000002/\(Format.fileName)").path
    await store.send(HealthExportDue(since: "all"))
    await store.receive(ReportReady(report: "health-export", format: Format.formatName, paths: [path]))
    store.finish()
    return path
}

@Test("The FHIR export is an R4 collection Bundle whose Observations validate with fhir.resources")
func fhirValidates() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400 // exports run after the workouts they write
    let first = try insertWorkout(harness, days: 0, name: "Push & \"Pull\"")
    try insertWorkout(harness, days: 1)
    let output = try await OracleProcess.run("fhir_oracle.py", [try await export(FHIRBundleExport(), harness)])
    let lines = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(lines.count == 2)
    #expect(lines.first?[0] == "liftd-workout-\(first)")
    #expect(lines.first?[1] == "73985-4")
    #expect(lines.first?[2] == "2025-09-16T05:20:00+00:00")
    #expect(lines.first?[3] == "2025-09-16T06:15:00+00:00")
    #expect(lines.first?[4] == "55411-3,sets,reps,volume,exercise-sets,exercise-volume")
}

@Test("The Apple Health export loads with healthkit-to-sqlite as strength-training workouts with liftd's metadata")
func appleHealthLoads() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400 // exports run after the workouts they write
    try insertWorkout(harness, days: 0, name: "Legs <heavy>")
    try insertWorkout(harness, days: 1)
    let output = try await OracleProcess.run("apple_health_oracle.py", [try await export(AppleHealthExport(), harness)])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    #expect(rows.count == 2)
    let first = try #require(rows.first { $0["metadata_LiftdWorkoutName"] as? String == "Legs <heavy>" })
    #expect(first["workoutActivityType"] as? String == "HKWorkoutActivityTypeTraditionalStrengthTraining")
    #expect(first["sourceName"] as? String == "liftd")
    #expect(first["duration"] as? String == "55")
    #expect(first["durationUnit"] as? String == "min")
    #expect(first["startDate"] as? String == "2025-09-16 05:20:00 +0000")
    #expect(first["endDate"] as? String == "2025-09-16 06:15:00 +0000")
    #expect(first["metadata_LiftdSets"] as? String == "2")
    #expect(first["metadata_LiftdReps"] as? String == "8")
    #expect(first["metadata_LiftdVolume"] as? String == "807.5 kg")
}

@Test("Real sample: The Strong CSV export read back by the importer yields the same workouts and sets", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.hevy,
])
func strongCSVRoundTrip(file: String) async throws {
    try await expectStrongCSVRoundTrip(SampleData.contents(file))
}
