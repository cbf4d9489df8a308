import ControlProtocol
import Foundation
import Workouts

/// The staging files of uploads, in `.uploads` inside the import directory.
///
/// A refused chunk changes nothing: the upload keeps the bytes it had, and the client may go
/// on from the offset the error names. An upload whose SHA-256 does not match is removed.
struct UploadStaging {
    let directory: ImportDirectory

    /// The staging file of `upload`, after checking the name.
    func file(_ upload: String) throws -> URL {
        guard Self.isUploadName(upload) else {
            throw TrainingError.invalidValue(field: "upload", problem: "'\(upload)' must be 1–64 letters, digits or '-'")
        }
        return try directory.file(".uploads/\(upload).csv", creatingParent: true)
    }

    /// Appends `chunk` to its upload after checking it; returns the upload's size afterwards.
    /// A new upload (offset 0) first removes the uploads abandoned by `now`.
    func append(_ chunk: ImportChunk, now: Date) throws -> Int {
        let bytes = try Self.checkedBytes(of: chunk)
        let file = try file(chunk.upload)
        if chunk.offset == 0 {
            _ = try? removeAbandoned(now: now)
            if Self.size(of: file) == nil { try Self.checkRoom(beside: file, for: chunk.upload) }
        }
        let current = chunk.offset == 0 ? 0 : Self.size(of: file) ?? 0
        guard chunk.offset == current else {
            throw TrainingError.invalidValue(
                field: "offset",
                problem: "upload '\(chunk.upload)' holds \(current) bytes, not \(chunk.offset): send the chunk at offset \(current)")
        }
        if chunk.offset == 0 {
            do throws(PrivateFileError) {
                try PrivateFiles.createEmptyFile(atPath: file.path)
            } catch {
                throw TrainingError.importRefused("cannot create the staging file for upload '\(chunk.upload)': \(error.reason)")
            }
        }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: bytes)
        } catch {
            // A short write (disk full) would leave a partial chunk: cut the file back.
            try? handle.truncate(atOffset: UInt64(current))
            throw TrainingError.importRefused("cannot write upload '\(chunk.upload)': \(error.localizedDescription)")
        }
        return current + bytes.count
    }

    /// Refuses a new upload `upload` (staged at `file`) while `UploadLimits.maximumStagedUploads`
    /// others are staged.
    private static func checkRoom(beside file: URL, for upload: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)) ?? []
        let staged = names.count { $0.hasSuffix(".csv") && !$0.hasPrefix(".") }
        guard staged < UploadLimits.maximumStagedUploads else {
            throw TrainingError.importRefused(
                "upload '\(upload)' not started: \(staged) uploads are staged, the most at once; import one "
                    + "(import upload=ID), or start this one again once an upload was idle for an hour")
        }
    }

    /// The chunk's bytes, after checking its fields against each other and `UploadLimits`.
    private static func checkedBytes(of chunk: ImportChunk) throws -> [UInt8] {
        guard (0...UploadLimits.maximumUploadSize).contains(chunk.size) else {
            throw TrainingError.invalidValue(
                field: "size", problem: "\(chunk.size) bytes is not within an upload's 0–\(UploadLimits.maximumUploadSize) bytes")
        }
        guard chunk.offset >= 0 else {
            throw TrainingError.invalidValue(field: "offset", problem: "\(chunk.offset) is negative")
        }
        let bytes: [UInt8]
        do throws(Base64Text.Problem) {
            bytes = try Base64Text.decode(chunk.data)
        } catch {
            throw TrainingError.invalidValue(field: "data", problem: "not base64: \(error)")
        }
        guard bytes.count <= UploadLimits.maximumChunkSize else {
            throw TrainingError.invalidValue(
                field: "data", problem: "\(bytes.count) bytes is more than a chunk's \(UploadLimits.maximumChunkSize)")
        }
        // Compared without adding, so no offset a client sends can overflow.
        guard chunk.offset <= chunk.size, bytes.count <= chunk.size - chunk.offset else {
            throw TrainingError.invalidValue(
                field: "data", problem: "\(bytes.count) bytes at offset \(chunk.offset) go past the upload's size \(chunk.size)")
        }
        return bytes
    }

    /// Checks upload `upload` holds `size` bytes whose SHA-256 is `sha256`; returns its file.
    /// A size that differs leaves the upload as it is (the client may send the rest); a
    /// digest that differs removes it.
    func verified(_ upload: String, size: Int?, sha256: String?) throws -> URL {
        let file = try file(upload)
        guard let size else { throw TrainingError.invalidValue(field: "size", problem: "required with upload=") }
        guard let sha256 else { throw TrainingError.invalidValue(field: "sha256", problem: "required with upload=") }
        let expected = sha256.lowercased()
        guard expected.utf8.count == 64, expected.utf8.allSatisfy({ Self.isHexadecimalDigit($0) }) else {
            throw TrainingError.invalidValue(field: "sha256", problem: "'\(sha256)' is not 64 hexadecimal digits")
        }
        // An empty file may come as no chunk at all.
        if size == 0, Self.size(of: file) == nil { throw TrainingError.importRefused("upload '\(upload)': \(ImportError.empty)") }
        guard let held = Self.size(of: file) else {
            throw TrainingError.invalidValue(
                field: "upload", problem: "no upload '\(upload)': send its chunks with import-chunk first (offset 0 starts it)")
        }
        guard held == size else {
            throw TrainingError.invalidValue(
                field: "size", problem: "upload '\(upload)' holds \(held) bytes, not \(size): send the rest from offset \(held)")
        }
        let actual = try Self.digest(of: file, name: "upload '\(upload)'")
        guard actual == expected else {
            try? FileManager.default.removeItem(at: file)
            throw TrainingError.invalidValue(
                field: "sha256",
                problem: "upload '\(upload)' has SHA-256 \(actual), not \(expected); it was removed: upload the file again")
        }
        return file
    }

    /// The SHA-256 of the file, read in pieces.
    private static func digest(of file: URL, name: String) throws -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else {
            throw TrainingError.importRefused("cannot read \(name)")
        }
        defer { try? handle.close() }
        var digest = SHA256()
        while let piece = try handle.read(upToCount: 1 << 16), !piece.isEmpty {
            piece.withUnsafeBytes { digest.update($0) }
        }
        return digest.hexDigest()
    }

    private static func size(of file: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
    }

    private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
