import Foundation
import JSONValues
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// The bundle at `path` decoded, and whether its bytes are those of writing the whole
/// bundle at once as every JSON file is written (`JSONOutput.document`): keys sorted, one
/// member a line.
private func bundle(at path: String) throws -> (members: [String: JSONValue], asWholeEncoding: Bool) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let value = try JSONDecoder().decode(JSONValue.self, from: data)
    guard case .object(let members) = value else { return ([:], false) }
    return (members, try JSONOutput.document(value) == String(decoding: data, as: UTF8.self))
}

@Test("A FHIR batch past entriesPerBundle is split into bundles of that many, each laid out as the whole bundle's encoding and valid to fhir.resources")
func fhirBundlesSplit() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 30 * 86_400
    let identifiers = try (0..<5).map { try insertWorkout(harness, days: Double($0), name: "Push \($0) & \"Pull\"") }
    let directory = harness.output.appendingPathComponent("health/workouts-000001-000005").path
    let paths = ["fhir-bundle.json", "fhir-bundle-0002.json", "fhir-bundle-0003.json"].map { directory + "/" + $0 }
    var store = harness.testStore([exportWriter(FHIRBundleExport(entriesPerBundle: 2))])
    await store.send(HealthExportDue(since: "all"))
    await store.receive(ReportReady(report: "health-export", format: FHIRBundleExport.formatName, paths: paths))
    store.finish()
    var observations: [String] = []
    for (index, path) in paths.enumerated() {
        let (members, asWholeEncoding) = try bundle(at: path)
        #expect(asWholeEncoding, "\(path) is laid out as JSONOutput lays out a whole bundle")
        let suffix = index == 0 ? "" : "-000\(index + 1)"
        #expect(members["id"] == .string("liftd-workouts-000001-000005" + suffix))
        #expect(members["resourceType"] == "Bundle" && members["type"] == "collection")
        let output = try await OracleProcess.run("fhir_oracle.py", [path])
        observations += output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    #expect(observations == identifiers.map { "liftd-workout-\($0)" }, "every workout once, in order")
}

@Test("At the default size, 1,000 workouts make one bundle and the 1,001st starts fhir-bundle-0002.json")
func fhirDefaultBundleSize() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 30 * 86_400
    let set = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let workouts = (0..<1_001).map { index in
        let start = TrainingHarness.start - Double(index) * 3_600
        return Workout(name: "W\(index)", start: start, end: start + 1_800, sets: [set])
    }
    #expect(try harness.repository.importWorkouts(workouts).workoutsAdded == 1_001)
    #expect(FHIRBundleExport().entriesPerBundle == 1_000)
    var store = harness.testStore([exportWriter(FHIRBundleExport())])
    let directory = harness.output.appendingPathComponent("health/workouts-000001-001001").path
    let paths = ["fhir-bundle.json", "fhir-bundle-0002.json"].map { directory + "/" + $0 }
    await store.send(HealthExportDue(since: "all"))
    await store.receive(ReportReady(report: "health-export", format: FHIRBundleExport.formatName, paths: paths))
    store.finish()
    let entries = try paths.map { path -> Int in
        let (members, asWholeEncoding) = try bundle(at: path)
        #expect(asWholeEncoding)
        guard case .array(let entries) = members["entry"] else { return 0 }
        return entries.count
    }
    #expect(entries == [1_000, 1])
}

@Test("An export of more than 1,000 files announces their directory instead of each: a FIT batch of any size in a few bytes")
func manyFilesAreListedAsTheirDirectory() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 30 * 86_400
    let set = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let workouts = (0..<1_001).map { index in
        let start = TrainingHarness.start - Double(index) * 3_600
        return Workout(name: "W\(index)", start: start, end: start + 1_800, sets: [set])
    }
    #expect(try harness.repository.importWorkouts(workouts).workoutsAdded == 1_001)
    var store = harness.testStore([exportWriter(FITActivityExport())])
    let directory = harness.output.appendingPathComponent("health/workouts-000001-001001").path
    await store.send(HealthExportDue(since: "all"))
    await store.receive(ReportReady(report: "health-export", format: FITActivityExport.formatName, paths: [directory + "/"]))
    store.finish()
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".fit") }
    #expect(files.count == 1_001)
}
