import ControlProtocol
import Foundation
import SignalStore
import SignalStoreTesting
import Testing
@testable import Plugins

private let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"

/// What uploads may hold: four per uid, a new one at the limit replacing the uid's oldest idle
/// one, and all of them together within `upload-space`.
@Suite("Staged upload limits")
struct StagedUploadLimitTests {
    @Test("A 5th upload by a uid at its limit removes the uid's least recently written upload idle for a minute; other uids keep theirs")
    func fifthReplacesOldestIdle() async throws {
        let harness = try TrainingHarness()
        let start = harness.now
        let others = try await harness.stage("u-0", from: 1_001, at: start - 10)
        // Written in the order 1, 0, 3, 2: u-1 is the least recently written.
        var files: [String: String] = [:]
        for (offset, name) in ["u-1", "u-0", "u-3", "u-2"].enumerated() {
            files[name] = try await harness.stage(name, from: 1_000, at: start + Double(offset))
        }
        try await harness.stage("u-4", from: 1_000, at: start + 3 + 61)
        #expect(!FileManager.default.fileExists(atPath: try #require(files["u-1"])))
        for name in ["u-0", "u-2", "u-3"] {
            #expect(FileManager.default.fileExists(atPath: try #require(files[name])), "\(name) was removed")
        }
        #expect(FileManager.default.fileExists(atPath: harness.stagingFile("u-4", owner: "1000")))
        #expect(FileManager.default.fileExists(atPath: others))
        // Starting one of the four over is no new upload: nothing is removed.
        try await harness.stage("u-0", from: 1_000, at: start + 3 + 62)
        for name in ["u-0", "u-2", "u-3", "u-4"] {
            #expect(FileManager.default.fileExists(atPath: harness.stagingFile(name, owner: "1000")), "\(name) was removed")
        }
    }

    @Test("A 5th upload is refused with too-many-uploads while none of the uid's four is idle; another uid may still start one")
    func fifthRefusedWhileAllBusy() async throws {
        let harness = try TrainingHarness()
        let start = harness.now
        for number in 0..<UploadLimits.maximumUploadsPerUser {
            try await harness.stage("u-\(number)", from: 1_000, at: start + Double(number))
        }
        harness.now = start + 60
        var fifth = ImportChunk.carrying(header, upload: "u-4")
        fifth.senderUserID = 1_000
        let refusal = UploadRefusal(
            code: "too-many-uploads",
            description: "upload 'u-4' not started: uid 1000 has 4 uploads staged ('u-0', 'u-1', 'u-2', 'u-3'), the most "
                + "per uid, and none has been idle for 60 s: import one (import upload=ID), or start this one again once one is idle")
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(fifth) as? UploadRefusal == refusal)
        #expect(!FileManager.default.fileExists(atPath: harness.stagingFile("u-4", owner: "1000")))
        for number in 0..<4 {
            #expect(FileManager.default.fileExists(atPath: harness.stagingFile("u-\(number)", owner: "1000")))
        }
        try await harness.stage("u-4", from: 1_001)
        #expect(FileManager.default.fileExists(atPath: harness.stagingFile("u-4", owner: "1001")))
    }

    @Test("A uid cannot add to, import or see another uid's upload of the same name")
    func uploadsAreTheSendersOwn() async throws {
        let harness = try TrainingHarness()
        try await harness.stage("shared", from: 1_000, size: 2 * header.utf8.count)
        var piece = ImportChunk.carrying(header, upload: "shared", offset: header.utf8.count)
        piece.senderUserID = 1_001
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(piece) as? TrainingError == .invalidValue(
            field: "offset",
            problem: "no upload 'shared' is staged (never started, or removed after 10 minutes without a chunk or for a newer "
                + "upload): send it again from offset 0"))
        var request = ImportFile.upload("shared", holding: header)
        request.senderUserID = 1_001
        #expect(await store.sendExpectingFailure(request) as? TrainingError == .invalidValue(
            field: "upload", problem: "no upload 'shared': send its chunks with import-chunk first (offset 0 starts it)"))
        #expect(try FileManager.default.attributesOfItem(atPath: harness.stagingFile("shared", owner: "1000"))[.size] as? Int
                    == header.utf8.count)
    }

    @Test("import path=… refuses a staged upload, so no uid imports another's half-sent, unchecked upload through it")
    func pathCannotReachStagedUploads() async throws {
        let harness = try TrainingHarness()
        let staged = try await harness.stage("shared", from: 1_000, size: 2 * header.utf8.count)
        var store = harness.testStore([harness.importer()])
        for path in [".uploads/1000/shared.csv", staged] {
            var request = ImportFile(path: path)
            request.senderUserID = 1_001
            #expect(await store.sendExpectingFailure(request) as? TrainingError == .importRefused(
                "'\(path)' is in .uploads, where uploads are staged: import path=… does not read them; "
                    + "the uid that sent an upload imports it with import upload=ID size=S sha256=HEX"))
        }
        #expect(try FileManager.default.attributesOfItem(atPath: staged)[.size] as? Int == header.utf8.count)
    }

    @Test("import path=… refuses a staged Apple Health export too, before reading its bodyweights")
    func pathCannotReachStagedHealthExports() async throws {
        let harness = try TrainingHarness()
        let xml = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n"
        var chunk = ImportChunk.carrying(xml, upload: "health", size: 2 * xml.utf8.count)
        chunk.senderUserID = 1_000
        var store = harness.testStore([harness.importer()])
        await store.send(chunk, reply: ImportChunkReply(upload: "health", received: xml.utf8.count))
        let path = ".uploads/1000/health.csv"
        var request = ImportFile(path: path)
        request.senderUserID = 1_001
        #expect(await store.sendExpectingFailure(request) as? TrainingError == .importRefused(
            "'\(path)' is in .uploads, where uploads are staged: import path=… does not read them; "
                + "the uid that sent an upload imports it with import upload=ID size=S sha256=HEX"))
        store.finish()
        #expect(try FileManager.default.attributesOfItem(atPath: harness.stagingFile("health", owner: "1000"))[.size] as? Int
                    == xml.utf8.count)
    }

    @Test("Past upload-space, a new upload (by its size) and a chunk (by its bytes) are refused with upload-space-full naming the cap and what is staged")
    func spaceIsCapped() async throws {
        let harness = try TrainingHarness()
        var options = harness.importer().options
        options.uploadSpaceMiB = 1
        let importer = ImportFileUseCase(options: options)
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 32_768)
        var store = harness.testStore([importer])
        /// The chunk of `piece` at `offset` of `sender`'s upload `upload`, of `size` bytes.
        func chunk(_ upload: String, from sender: UInt32, offset: Int, size: Int) -> ImportChunk {
            let data = piece.withUnsafeBytes { Base64Text.encode($0) }
            return ImportChunk(upload: upload, offset: offset, size: size, data: data, senderUserID: sender)
        }
        /// Sends that chunk, expecting the upload to hold the bytes up to its end.
        func send(_ upload: String, from sender: UInt32, offset: Int, size: Int) async {
            await store.send(chunk(upload, from: sender, offset: offset, size: size),
                             reply: ImportChunkReply(upload: upload, received: offset + piece.count))
        }
        for index in 0..<24 { await send("big", from: 1_000, offset: index * 32_768, size: 24 * 32_768) }
        #expect(await store.sendExpectingFailure(chunk("other", from: 1_001, offset: 0, size: 294_912)) as? UploadRefusal
            == .spaceFull("other", adding: 294_912, staged: 786_432, count: 1, capMiB: 1))
        #expect(!FileManager.default.fileExists(atPath: harness.stagingFile("other", owner: "1001")))
        await send("other", from: 1_001, offset: 0, size: 262_144)
        await send("third", from: 1_002, offset: 0, size: 32_768)
        for index in 1..<7 { await send("other", from: 1_001, offset: index * 32_768, size: 262_144) }
        let refusal = UploadRefusal.spaceFull("other", adding: 32_768, staged: 1_048_576, count: 3, capMiB: 1)
        #expect(refusal.description == "upload 'other' refused: 32768 more bytes would go past the 1 MiB staged uploads "
                    + "may hold together (upload-space); 3 uploads hold 1048576 bytes now: try again once they are imported "
                    + "or removed after 10 minutes idle")
        #expect(await store.sendExpectingFailure(chunk("other", from: 1_001, offset: 7 * 32_768, size: 262_144)) as? UploadRefusal
            == refusal)
        #expect(try FileManager.default.attributesOfItem(atPath: harness.stagingFile("other", owner: "1001"))[.size] as? Int
                    == 7 * 32_768)
        // Starting "big" over does not count the bytes it is about to drop.
        await send("big", from: 1_000, offset: 0, size: 24 * 32_768)
        store.finish()
    }
}
