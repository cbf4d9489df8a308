import ControlProtocol
import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

private let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"
private let rows = "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,,\n"
    + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5,0,0,,\n"
private let export = header + rows

/// The staging file of `upload` in the harness.
private func staged(_ upload: String, in harness: TrainingHarness) -> URL {
    harness.directory.appendingPathComponent("imports/.uploads/local/\(upload).csv")
}

/// Sends `bytes` as chunks cut at `cuts` (offsets into `bytes`), in order.
private func send(_ bytes: [UInt8], cutAt cuts: [Int], as upload: String, to harness: TrainingHarness) async throws {
    let bounds = [0] + cuts + [bytes.count]
    for (start, end) in zip(bounds, bounds.dropFirst()) {
        let data = Array(bytes[start..<end]).withUnsafeBytes { Base64Text.encode($0) }
        _ = try await harness.handle(
            harness.importer(), ImportChunk(upload: upload, offset: start, size: bytes.count, data: data))
    }
}

@Suite("Uploads by chunks of bytes")
struct ImportChunkTests {
    @Test("An upload is staged chunk by chunk, checked by size and SHA-256, imported whole, then removed")
    func uploadInChunks() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        let first = try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-1", size: export.utf8.count))
        #expect((first.reply as? ImportChunkReply)?.received == header.utf8.count)
        _ = try await harness.handle(useCase, ImportChunk.carrying(rows, upload: "u-1", offset: header.utf8.count))
        #expect(try String(contentsOf: staged("u-1", in: harness), encoding: .utf8) == export)
        let reply = try #require(
            try await harness.handle(useCase, ImportFile.upload("u-1", holding: export, units: "kg")).reply as? ImportReply)
        #expect(reply.setsAdded == 2)
        #expect(!FileManager.default.fileExists(atPath: staged("u-1", in: harness).path))
    }

    @Test("A chunk at the wrong offset is refused naming the offset to send; the upload is unchanged and resumes from there")
    func chunkAtWrongOffset() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        _ = try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-2", size: export.utf8.count))
        let held = header.utf8.count
        await #expect(throws: TrainingError.invalidValue(
            field: "offset", problem: "upload 'u-2' holds \(held) bytes, not 3: send the chunk at offset \(held)")) {
            try await harness.handle(useCase, ImportChunk.carrying(rows, upload: "u-2", offset: 3))
        }
        #expect(try String(contentsOf: staged("u-2", in: harness), encoding: .utf8) == header)
        _ = try await harness.handle(useCase, ImportChunk.carrying(rows, upload: "u-2", offset: held))
        let reply = try await harness.handle(useCase, ImportFile.upload("u-2", holding: export)).reply as? ImportReply
        #expect(reply?.setsAdded == 2)
    }

    @Test("A chunk that is not base64 is refused naming the character; the upload is unchanged",
          arguments: [("QUJD!A==", "character 5 ('!') is not base64"), ("QUJ", "3 characters is not a multiple of 4"),
                      ("QU=D", "character 3 ('=') is not base64"), ("QUJD\nQUJD", "9 characters is not a multiple of 4")])
    func chunkNotBase64(data: String, problem: String) async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        _ = try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-3", size: 100))
        await #expect(throws: TrainingError.invalidValue(field: "data", problem: "not base64: \(problem)")) {
            try await harness.handle(useCase, ImportChunk(upload: "u-3", offset: header.utf8.count, size: 100, data: data))
        }
        #expect(try String(contentsOf: staged("u-3", in: harness), encoding: .utf8) == header)
    }

    @Test("A chunk over the chunk limit, past the upload's size, or of an upload over the size limit is refused and stores nothing")
    func chunkOutOfBounds() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        let big = String(repeating: "x", count: UploadLimits.maximumChunkSize + 1)
        await #expect(throws: TrainingError.invalidValue(
            field: "data", problem: "\(UploadLimits.maximumChunkSize + 1) bytes is more than a chunk's \(UploadLimits.maximumChunkSize)")) {
            try await harness.handle(useCase, ImportChunk.carrying(big, upload: "u-4"))
        }
        await #expect(throws: TrainingError.invalidValue(field: "data", problem: "\(header.utf8.count) bytes at offset 0 go past the upload's size 10")) {
            try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-4", size: 10))
        }
        // An offset whose sum with the chunk's length would overflow is refused, not a trap.
        await #expect(throws: TrainingError.invalidValue(field: "data", problem: "1 bytes at offset \(Int.max) go past the upload's size 1")) {
            try await harness.handle(useCase, ImportChunk.carrying("A", upload: "u-4", offset: Int.max, size: 1))
        }
        let tooLarge = UploadLimits.maximumUploadSize + 1
        await #expect(throws: TrainingError.invalidValue(
            field: "size", problem: "\(tooLarge) bytes is not within an upload's 0–\(UploadLimits.maximumUploadSize) bytes")) {
            try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-4", size: tooLarge))
        }
        #expect(!FileManager.default.fileExists(atPath: staged("u-4", in: harness).path))
    }

    @Test("import of an upload holding fewer bytes than its size is refused, imports nothing and keeps the upload to finish")
    func uploadShort() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        _ = try await harness.handle(useCase, ImportChunk.carrying(header, upload: "u-5", size: export.utf8.count))
        await #expect(throws: TrainingError.invalidValue(
            field: "size",
            problem: "upload 'u-5' holds \(header.utf8.count) bytes, not \(export.utf8.count): send the rest from offset \(header.utf8.count)")) {
            try await harness.handle(useCase, ImportFile.upload("u-5", holding: export))
        }
        #expect(try harness.repository.workouts(limit: 1) == [])
        _ = try await harness.handle(useCase, ImportChunk.carrying(rows, upload: "u-5", offset: header.utf8.count))
        let reply = try await harness.handle(useCase, ImportFile.upload("u-5", holding: export)).reply as? ImportReply
        #expect(reply?.setsAdded == 2)
    }

    @Test("import of an upload whose SHA-256 differs is refused naming both digests, imports nothing and removes the upload")
    func uploadCorrupted() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        // One byte differs from what the client hashed: `6` reps instead of `5` on the last row.
        let corrupted = header + rows.replacingOccurrences(of: "100,5,0,0,,\n2", with: "100,6,0,0,,\n2")
        #expect(corrupted != export && corrupted.utf8.count == export.utf8.count)
        _ = try await harness.handle(useCase, ImportChunk.carrying(corrupted, upload: "u-6"))
        let actual = SHA256.hexDigest(of: corrupted.utf8)
        let expected = SHA256.hexDigest(of: export.utf8)
        await #expect(throws: TrainingError.invalidValue(
            field: "sha256",
            problem: "upload 'u-6' has SHA-256 \(actual), not \(expected); it was removed: upload the file again")) {
            try await harness.handle(useCase, ImportFile.upload("u-6", holding: export))
        }
        #expect(try harness.repository.workouts(limit: 1) == [])
        #expect(!FileManager.default.fileExists(atPath: staged("u-6", in: harness).path))
    }

    @Test("import of an upload without size or sha256, with a malformed sha256, or of an upload never started is refused")
    func uploadFieldsMissing() async throws {
        let harness = try TrainingHarness()
        let useCase = harness.importer()
        _ = try await harness.handle(useCase, ImportChunk.carrying(export, upload: "u-7"))
        await #expect(throws: TrainingError.invalidValue(field: "size", problem: "required with upload=")) {
            try await harness.handle(useCase, ImportFile(upload: "u-7", sha256: SHA256.hexDigest(of: export.utf8)))
        }
        await #expect(throws: TrainingError.invalidValue(field: "sha256", problem: "required with upload=")) {
            try await harness.handle(useCase, ImportFile(upload: "u-7", size: export.utf8.count))
        }
        await #expect(throws: TrainingError.invalidValue(field: "sha256", problem: "'abc' is not 64 hexadecimal digits")) {
            try await harness.handle(useCase, ImportFile(upload: "u-7", size: export.utf8.count, sha256: "abc"))
        }
        await #expect(throws: TrainingError.invalidValue(
            field: "upload", problem: "no upload 'never': send its chunks with import-chunk first (offset 0 starts it)")) {
            try await harness.handle(useCase, ImportFile.upload("never", holding: export))
        }
        #expect(FileManager.default.fileExists(atPath: staged("u-7", in: harness).path))
    }

    @Test("A note with line breaks and a multi-byte character imports the same wherever the chunks are cut")
    func noteAcrossChunkBoundaries() async throws {
        let note = "first line\nsecond, with \"quotes\"\r\nthird: é ✓"
        let quoted = "\"" + note.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let text = header + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\(quoted),\n"
        let bytes = Array(text.utf8)
        let noteStart = header.utf8.count + 50
        for cut in noteStart..<(bytes.count - 3) {
            let harness = try TrainingHarness()
            try await send(bytes, cutAt: [cut, cut + 1], as: "cut-\(cut)", to: harness)
            let reply = try #require(
                try await harness.handle(harness.importer(), ImportFile.upload("cut-\(cut)", holding: text)).reply as? ImportReply,
                "cut at \(cut)")
            #expect(reply.setsAdded == 1, "cut at \(cut)")
            let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
            #expect(stored.map(\.notes) == [note], "cut at \(cut)")
        }
    }

    @Test("An upload name that could leave the staging directory is refused", arguments: ["../x", "a/b", "", "a b"])
    func uploadNames(name: String) async throws {
        let harness = try TrainingHarness()
        await #expect(throws: TrainingError.self) {
            try await harness.handle(harness.importer(), ImportChunk.carrying(header, upload: name))
        }
    }
}
