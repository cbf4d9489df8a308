import Foundation
import Testing
@testable import Plugins

@Suite("Importing an empty file")
struct EmptyImportTests {
    @Test("An empty file in the import directory is refused as empty, naming the file")
    func emptyFile() async throws {
        let harness = try TrainingHarness()
        try Data().write(to: try harness.importsFolder().appendingPathComponent("empty.csv"))
        await #expect(throws: TrainingError.importRefused("empty.csv: the file is empty")) {
            try await harness.handle(harness.importer(), .importFile(path: "empty.csv"))
        }
    }

    @Test("An upload of an empty file, as one empty chunk or as none, is refused as empty, not as unreadable")
    func emptyUpload() async throws {
        let harness = try TrainingHarness()
        _ = try await harness.handle(harness.importer(), ImportChunk.carrying("", upload: "e-1"))
        await #expect(throws: TrainingError.importRefused("upload 'e-1': the file is empty")) {
            try await harness.handle(harness.importer(), ImportFile.upload("e-1", holding: ""))
        }
        await #expect(throws: TrainingError.importRefused("upload 'e-2': the file is empty")) {
            try await harness.handle(harness.importer(), ImportFile.upload("e-2", holding: ""))
        }
        #expect(try harness.repository.workouts(limit: 1) == [])
    }
}
