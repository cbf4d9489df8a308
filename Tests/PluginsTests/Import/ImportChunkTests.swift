import ControlProtocol
import Foundation
import SignalStore
import SignalStoreTesting
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

/// Sends `bytes` as chunks cut at `cuts` (offsets into `bytes`), in order, each answered
/// with the bytes the upload holds.
private func send(_ bytes: [UInt8], cutAt cuts: [Int], as upload: String, to store: inout TestStore<LiftdState>) async {
    let bounds = [0] + cuts + [bytes.count]
    for (start, end) in zip(bounds, bounds.dropFirst()) {
        let data = Array(bytes[start..<end]).withUnsafeBytes { Base64Text.encode($0) }
        await store.send(ImportChunk(upload: upload, offset: start, size: bytes.count, data: data),
                         reply: ImportChunkReply(upload: upload, received: end))
    }
}

/// The reply to `import-chunk` for `upload` once it holds `bytes` bytes.
private func holding(_ bytes: Int, _ upload: String) -> ImportChunkReply {
    ImportChunkReply(upload: upload, received: bytes)
}

/// Imports upload `upload` holding `text` (two sets of one workout unless `sets` says
/// otherwise) and expects every set added and the import announced.
private func importWhole(
    _ upload: String, holding text: String, units: String? = nil, sets: Int = 2, in store: inout TestStore<LiftdState>,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let imported = ImportReply.imported(sets: sets)
    await store.send(ImportFile.upload(upload, holding: text, units: units), reply: imported, sourceLocation: sourceLocation)
    await store.receive(ImportFinished(source: "upload '\(upload)'", reply: imported), sourceLocation: sourceLocation)
    // It added sets, so the site is told.
    await store.receive(TrainingChanged(cause: "import"), sourceLocation: sourceLocation)
}

@Suite("Uploads by chunks of bytes")
struct ImportChunkTests {
    @Test("An upload is staged chunk by chunk, checked by size and SHA-256, imported whole, then removed")
    func uploadInChunks() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying(header, upload: "u-1", size: export.utf8.count),
                         reply: holding(header.utf8.count, "u-1"))
        await store.send(ImportChunk.carrying(rows, upload: "u-1", offset: header.utf8.count),
                         reply: holding(export.utf8.count, "u-1"))
        #expect(try String(contentsOf: staged("u-1", in: harness), encoding: .utf8) == export)
        await importWhole("u-1", holding: export, units: "kg", in: &store)
        store.finish()
        #expect(!FileManager.default.fileExists(atPath: staged("u-1", in: harness).path))
    }

    @Test("A chunk at the wrong offset is refused naming the offset to send; the upload is unchanged and resumes from there")
    func chunkAtWrongOffset() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying(header, upload: "u-2", size: export.utf8.count),
                         reply: holding(header.utf8.count, "u-2"))
        let held = header.utf8.count
        let refusal = await store.sendExpectingFailure(ImportChunk.carrying(rows, upload: "u-2", offset: 3))
        #expect(refusal as? TrainingError == .invalidValue(
            field: "offset", problem: "upload 'u-2' holds \(held) bytes, not 3: send the chunk at offset \(held)"))
        #expect(try String(contentsOf: staged("u-2", in: harness), encoding: .utf8) == header)
        await store.send(ImportChunk.carrying(rows, upload: "u-2", offset: held), reply: holding(export.utf8.count, "u-2"))
        await importWhole("u-2", holding: export, in: &store)
        store.finish()
    }

    @Test("A chunk that is not base64 is refused naming the character; the upload is unchanged",
          arguments: [("QUJD!A==", "character 5 ('!') is not base64"), ("QUJ", "3 characters is not a multiple of 4"),
                      ("QU=D", "character 3 ('=') is not base64"), ("QUJD\nQUJD", "9 characters is not a multiple of 4")])
    func chunkNotBase64(data: String, problem: String) async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying(header, upload: "u-3", size: 100), reply: holding(header.utf8.count, "u-3"))
        let refusal = await store.sendExpectingFailure(
            ImportChunk(upload: "u-3", offset: header.utf8.count, size: 100, data: data))
        #expect(refusal as? TrainingError == .invalidValue(field: "data", problem: "not base64: \(problem)"))
        #expect(try String(contentsOf: staged("u-3", in: harness), encoding: .utf8) == header)
    }

    @Test("A chunk over the chunk limit, past the upload's size, or of an upload over the size limit is refused and stores nothing")
    func chunkOutOfBounds() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        let big = String(repeating: "x", count: UploadLimits.maximumChunkSize + 1)
        let tooLarge = UploadLimits.maximumUploadSize + 1
        let refusals: [(ImportChunk, TrainingError)] = [
            (ImportChunk.carrying(big, upload: "u-4"), .invalidValue(
                field: "data",
                problem: "\(UploadLimits.maximumChunkSize + 1) bytes is more than a chunk's \(UploadLimits.maximumChunkSize)")),
            (ImportChunk.carrying(header, upload: "u-4", size: 10), .invalidValue(
                field: "data", problem: "\(header.utf8.count) bytes at offset 0 go past the upload's size 10")),
            // An offset whose sum with the chunk's length would overflow is refused, not a trap.
            (ImportChunk.carrying("A", upload: "u-4", offset: Int.max, size: 1), .invalidValue(
                field: "data", problem: "1 bytes at offset \(Int.max) go past the upload's size 1")),
            (ImportChunk.carrying(header, upload: "u-4", size: tooLarge), .invalidValue(
                field: "size", problem: "\(tooLarge) bytes is not within an upload's 0–\(UploadLimits.maximumUploadSize) bytes")),
        ]
        for (chunk, expected) in refusals {
            #expect(await store.sendExpectingFailure(chunk) as? TrainingError == expected)
        }
        #expect(!FileManager.default.fileExists(atPath: staged("u-4", in: harness).path))
    }

    @Test("import of an upload holding fewer bytes than its size is refused, imports nothing and keeps the upload to finish")
    func uploadShort() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying(header, upload: "u-5", size: export.utf8.count),
                         reply: holding(header.utf8.count, "u-5"))
        let refusal = await store.sendExpectingFailure(ImportFile.upload("u-5", holding: export))
        #expect(refusal as? TrainingError == .invalidValue(
            field: "size",
            problem: "upload 'u-5' holds \(header.utf8.count) bytes, not \(export.utf8.count): send the rest from offset \(header.utf8.count)"))
        #expect(try harness.repository.workouts(limit: 1) == [])
        await store.send(ImportChunk.carrying(rows, upload: "u-5", offset: header.utf8.count),
                         reply: holding(export.utf8.count, "u-5"))
        await importWhole("u-5", holding: export, in: &store)
        store.finish()
    }

    @Test("import of an upload whose SHA-256 differs is refused naming both digests, imports nothing and removes the upload")
    func uploadCorrupted() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        // One byte differs from what the client hashed: `6` reps instead of `5` on the last row.
        let corrupted = header + rows.replacingOccurrences(of: "100,5,0,0,,\n2", with: "100,6,0,0,,\n2")
        #expect(corrupted != export && corrupted.utf8.count == export.utf8.count)
        await store.send(ImportChunk.carrying(corrupted, upload: "u-6"), reply: holding(corrupted.utf8.count, "u-6"))
        let actual = SHA256.hexDigest(of: corrupted.utf8)
        let expected = SHA256.hexDigest(of: export.utf8)
        let refusal = await store.sendExpectingFailure(ImportFile.upload("u-6", holding: export))
        #expect(refusal as? TrainingError == .invalidValue(
            field: "sha256",
            problem: "upload 'u-6' has SHA-256 \(actual), not \(expected); it was removed: upload the file again"))
        #expect(try harness.repository.workouts(limit: 1) == [])
        #expect(!FileManager.default.fileExists(atPath: staged("u-6", in: harness).path))
    }

    @Test("import of an upload without size or sha256, with a malformed sha256, or of an upload never started is refused")
    func uploadFieldsMissing() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        await store.send(ImportChunk.carrying(export, upload: "u-7"), reply: holding(export.utf8.count, "u-7"))
        let refusals: [(ImportFile, TrainingError)] = [
            (ImportFile(upload: "u-7", sha256: SHA256.hexDigest(of: export.utf8)),
             .invalidValue(field: "size", problem: "required with upload=")),
            (ImportFile(upload: "u-7", size: export.utf8.count), .invalidValue(field: "sha256", problem: "required with upload=")),
            (ImportFile(upload: "u-7", size: export.utf8.count, sha256: "abc"),
             .invalidValue(field: "sha256", problem: "'abc' is not 64 hexadecimal digits")),
            (ImportFile.upload("never", holding: export), .invalidValue(
                field: "upload", problem: "no upload 'never': send its chunks with import-chunk first (offset 0 starts it)")),
        ]
        for (request, expected) in refusals {
            #expect(await store.sendExpectingFailure(request) as? TrainingError == expected)
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
            var store = harness.testStore([harness.importer()])
            await send(bytes, cutAt: [cut, cut + 1], as: "cut-\(cut)", to: &store)
            await importWhole("cut-\(cut)", holding: text, sets: 1, in: &store)
            store.finish()
            let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
            #expect(stored.map(\.notes) == [note], "cut at \(cut)")
        }
    }

    @Test("An upload name that could leave the staging directory is refused", arguments: ["../x", "a/b", "", "a b"])
    func uploadNames(name: String) async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(ImportChunk.carrying(header, upload: name)) is TrainingError)
    }
}
