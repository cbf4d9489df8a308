import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"

extension TrainingHarness {
    /// The staging file of `owner`'s (a uid's number, or `local`) upload `name`.
    func stagingFile(_ name: String, owner: String = "local") -> String {
        directory.appendingPathComponent("imports/.uploads/\(owner)/\(name).csv").path
    }

    /// Starts upload `name` from `sender` with the header, at the harness's clock.
    @discardableResult
    func stage(_ name: String, from sender: UInt32? = nil, size: Int? = nil, at time: Date? = nil) async throws -> String {
        if let time { now = time }
        var chunk = ImportChunk.carrying(header, upload: name, size: size)
        chunk.senderUserID = sender
        var store = testStore([importer()])
        await store.send(chunk, reply: ImportChunkReply(upload: name, received: header.utf8.count))
        store.finish()
        return stagingFile(name, owner: sender.map(String.init) ?? "local")
    }
}

/// Uploads nobody finishes do not stay: a failed import removes its upload, an upload
/// without a chunk for ten minutes is removed by the next chunk and when the daemon starts.
@Suite("Abandoned uploads")
struct AbandonedUploadTests {
    @Test("A chunk removes the uploads without a chunk for over ten minutes, of every uid, and keeps the others")
    func chunkRemovesAbandonedOnes() async throws {
        let harness = try TrainingHarness()
        let start = harness.now
        let abandoned = try await harness.stage("abandoned", from: 1_000, at: start)
        let abandonedLocal = try await harness.stage("abandoned", at: start + 1)
        let recent = try await harness.stage("recent", from: 1_001, at: start + 300)
        let notAnUpload = harness.directory.appendingPathComponent("imports/.uploads/1000/notes.txt").path
        #expect(FileManager.default.createFile(atPath: notAnUpload, contents: Data("x".utf8)))
        try FileManager.default.setAttributes([.modificationDate: start - 7_200], ofItemAtPath: notAnUpload)

        let going = try await harness.stage("going", from: 1_002, size: 2 * header.utf8.count, at: start + 601)
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: abandonedLocal), "599 s without a chunk is not abandoned")
        #expect(FileManager.default.fileExists(atPath: recent))
        #expect(FileManager.default.fileExists(atPath: notAnUpload))

        // A later piece of an upload under way removes them too.
        harness.now = start + 602
        var piece = ImportChunk.carrying(header, upload: "going", offset: header.utf8.count)
        piece.senderUserID = 1_002
        var store = harness.testStore([harness.importer()])
        await store.send(piece, reply: ImportChunkReply(upload: "going", received: 2 * header.utf8.count))
        store.finish()
        #expect(!FileManager.default.fileExists(atPath: abandonedLocal))
        #expect(try FileManager.default.attributesOfItem(atPath: going)[.size] as? Int == 2 * header.utf8.count)
    }

    @Test("An upload whose import fails is removed")
    func failedImportRemovesUpload() async throws {
        let harness = try TrainingHarness()
        let staged = try await harness.stage("broken")
        try "not,an,export\n".write(toFile: staged, atomically: false, encoding: .utf8)
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(ImportFile.upload("broken", holding: "not,an,export\n")) is TrainingError)
        #expect(!FileManager.default.fileExists(atPath: staged))
    }

    @Test("An upload is staged private: its file 0600 in 0700 directories")
    func stagedPrivately() async throws {
        let harness = try TrainingHarness()
        let staged = try await harness.stage("private", from: 1_000)
        let attributes = try FileManager.default.attributesOfItem(atPath: staged)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let owner = (staged as NSString).deletingLastPathComponent
        for directory in [owner, (owner as NSString).deletingLastPathComponent] {
            #expect(try FileManager.default.attributesOfItem(atPath: directory)[.posixPermissions] as? Int == 0o700)
        }
    }
}
