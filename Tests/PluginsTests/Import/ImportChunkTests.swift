import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

private let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
private let rows = "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
    + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5,0,0,\n"

@Test("A streamed upload is staged piece by piece, imported whole, then removed")
func uploadInPieces() async throws {
    let harness = try TrainingHarness()
    let useCase = harness.importer()
    let first = try await harness.handle(useCase, ImportChunk(upload: "u-1", offset: 0, text: header))
    #expect((first.reply as? ImportChunkReply)?.received == header.utf8.count)
    _ = try await harness.handle(useCase, ImportChunk(upload: "u-1", offset: header.utf8.count, text: rows))
    let staged = harness.directory.appendingPathComponent("imports/.uploads/u-1.csv")
    #expect(try String(contentsOf: staged, encoding: .utf8) == header + rows)
    let reply = try #require(try await harness.handle(useCase, ImportExport(upload: "u-1", units: "kg")).reply as? ImportReply)
    #expect(reply.setsAdded == 2)
    #expect(!FileManager.default.fileExists(atPath: staged.path))
}

@Test("A piece at the wrong offset is refused and the upload is left as it was")
func uploadOutOfOrder() async throws {
    let harness = try TrainingHarness()
    let useCase = harness.importer()
    _ = try await harness.handle(useCase, ImportChunk(upload: "u-2", offset: 0, text: header))
    await #expect(throws: TrainingError.invalidValue(
        field: "offset", problem: "upload 'u-2' holds \(header.utf8.count) bytes, not 3")) {
        try await harness.handle(useCase, ImportChunk(upload: "u-2", offset: 3, text: rows))
    }
    let staged = harness.directory.appendingPathComponent("imports/.uploads/u-2.csv")
    #expect(try String(contentsOf: staged, encoding: .utf8) == header)
}

@Test("An upload name that could leave the staging directory is refused", arguments: ["../x", "a/b", "", "a b"])
func uploadNames(name: String) async throws {
    let harness = try TrainingHarness()
    await #expect(throws: TrainingError.self) {
        try await harness.handle(harness.importer(), ImportChunk(upload: name, offset: 0, text: header))
    }
}
