import Foundation
import Glibc
import Testing
@testable import ControlClient

/// The file `liftctl import` reads: whole chunks, however the kernel splits the reads, as
/// `FileHandle.read(upToCount:)` gave them.
@Suite("Upload file: chunks read whole")
struct UploadFileTests {
    /// A pipe whose write end is filled with `pieces`, one write each, then closed; its
    /// read end as an `UploadFile`.
    private func pipeFile(_ pieces: [[UInt8]]) throws -> UploadFile {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        for piece in pieces {
            try #require(piece.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == piece.count)
        }
        close(ends[1])
        return UploadFile(descriptor: ends[0])
    }

    @Test("A file is read in full chunks and a short last one, then nothing")
    func regularFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString)").path
        let bytes = (0..<60_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let file = try #require(UploadFile(path: path))
        defer { file.close() }
        var chunks: [[UInt8]] = []
        while let chunk = file.read(upToCount: 24_576), !chunk.isEmpty { chunks.append(chunk) }
        #expect(chunks.map(\.count) == [24_576, 24_576, 10_848])
        #expect(Array(chunks.joined()) == bytes)
        #expect(file.read(upToCount: 24_576) == [])
    }

    @Test("Reads that come in pieces still fill a chunk")
    func piecesFillAChunk() throws {
        let file = try pipeFile([[1, 2, 3], [4, 5], [6, 7, 8, 9, 10, 11]])
        defer { file.close() }
        #expect(file.read(upToCount: 4) == [1, 2, 3, 4])
        #expect(file.read(upToCount: 6) == [5, 6, 7, 8, 9, 10])
        #expect(file.read(upToCount: 6) == [11])
        #expect(file.read(upToCount: 6) == [])
    }

    @Test("An empty file gives one empty chunk")
    func emptyFile() throws {
        let file = try pipeFile([])
        defer { file.close() }
        #expect(file.read(upToCount: 10) == [])
    }

    @Test("A file that cannot be opened is nil, with errno saying why; a failed read is nil")
    func failures() throws {
        let missing = UploadFile(path: "/nonexistent/liftd-upload")
        let reason = errno
        #expect(missing == nil)
        #expect(reason == ENOENT)
        let directory = try #require(UploadFile(path: "/"))
        defer { directory.close() }
        #expect(directory.read(upToCount: 10) == nil, "read(2) of a directory fails with EISDIR")
    }
}
