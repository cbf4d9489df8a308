import SampleExports
import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

private func importer(_ harness: TrainingHarness) -> ImportExportUseCase {
    var options = TrainingOptions()
    options.importDirectory = harness.directory.appendingPathComponent("imports").path
    options.timeZone = .gmt
    return ImportExportUseCase(options: options)
}

private func copySample(_ name: String, to harness: TrainingHarness, as file: String) throws {
    let imports = harness.directory.appendingPathComponent("imports")
    try FileManager.default.createDirectory(at: imports, withIntermediateDirectories: true)
    try SampleData.contents(name).write(to: imports.appendingPathComponent(file))
}

@Test("Real sample: import reads a file from the import directory; a second import adds nothing", .realSampleTier)
func importTwice() async throws {
    let harness = try TrainingHarness()
    try copySample(SampleData.hevy, to: harness, as: "hevy.csv")
    let first = try #require(try await harness.handle(importer(harness), .importExport(path: "hevy.csv")).reply as? ImportReply)
    #expect(first.format == .hevy)
    #expect(first.setsAdded == first.setsInFile && first.setsAdded > 0)
    #expect(first.workoutsAdded == first.workoutsInFile)
    #expect(first.unmapped == [])
    let second = try #require(try await harness.handle(importer(harness), .importExport(path: "hevy.csv")).reply as? ImportReply)
    #expect(second.setsAdded == 0 && second.workoutsAdded == 0)
    #expect(second.setsAlreadyPresent == first.setsInFile)
    #expect(second.skippedRows == first.skippedRows)
}

@Test("import takes the streamed export and the Strong classic unit from the signal")
func importStreamed() async throws {
    let harness = try TrainingHarness()
    let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,225,5,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),Rest Timer,0,0,0,90,\n"
    let reply = try #require(try await harness.handle(importer(harness), ImportExport(csv: csv, units: "lbs")).reply as? ImportReply)
    #expect(reply.setsAdded == 1)
    #expect(reply.skippedRows == [])
    #expect(reply.restTimerRows == 1)
    let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
    #expect(stored.first?.weightKilograms == 225 * 0.45359237)
}

@Test("import refuses paths outside the import directory", arguments: [
    "../liftd.sqlite", "/etc/passwd", "sub/../../liftd.sqlite", "link-out/liftd.sqlite",
])
func importConfinement(path: String) async throws {
    let harness = try TrainingHarness()
    let imports = harness.directory.appendingPathComponent("imports")
    try FileManager.default.createDirectory(at: imports, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
        at: harness.directory.appendingPathComponent("imports/link-out"), withDestinationURL: harness.directory)
    await #expect {
        try await harness.handle(importer(harness), .importExport(path: path))
    } throws: { error in
        guard case .importRefused(let reason) = error as? TrainingError else { return false }
        return reason.contains("outside the import directory")
    }
}

@Test("import refuses when no directory is configured, or the header is unknown, storing nothing")
func importRefusals() async throws {
    let harness = try TrainingHarness()
    await #expect(throws: TrainingError.importRefused("no import-directory is configured")) {
        try await harness.handle(.importExport, .importExport(path: "strong.csv"))
    }
    await #expect(throws: TrainingError.self) {
        try await harness.handle(importer(harness), ImportExport(csv: "a,b\n1,2\n"))
    }
    await #expect(throws: TrainingError.self) {
        try await harness.handle(importer(harness), ImportExport(path: "x.csv", csv: "a,b\n"))
    }
    #expect(try harness.repository.workouts(limit: 1) == [])
}
