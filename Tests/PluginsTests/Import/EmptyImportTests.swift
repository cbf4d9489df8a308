import Foundation
import SignalStoreTesting
import Testing
@testable import Plugins

@Suite("Importing an empty file")
struct EmptyImportTests {
    @Test("An empty file in the import directory is refused as empty, naming the file")
    func emptyFile() async throws {
        let harness = try TrainingHarness()
        try Data().write(to: try harness.importsFolder().appendingPathComponent("empty.csv"))
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(.importFile(path: "empty.csv")) as? TrainingError
            == .importRefused("empty.csv: the file is empty"))
    }

    @Test("An upload of an empty file, as one empty chunk or as none, is refused as empty, not as unreadable")
    func emptyUpload() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying("", upload: "e-1"), reply: ImportChunkReply(upload: "e-1", received: 0))
        #expect(await store.sendExpectingFailure(ImportFile.upload("e-1", holding: "")) as? TrainingError
            == .importRefused("upload 'e-1': the file is empty"))
        #expect(await store.sendExpectingFailure(ImportFile.upload("e-2", holding: "")) as? TrainingError
            == .importRefused("upload 'e-2': the file is empty"))
        #expect(try harness.repository.workouts(limit: 1) == [])
    }
}
