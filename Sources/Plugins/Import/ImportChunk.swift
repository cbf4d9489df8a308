import Foundation
import SignalStore
import Workouts

/// One piece of an export a client streams: `import-chunk upload=ID offset=N text=…`.
/// Pieces are appended in order to a staging file in the import directory; `import
/// upload=ID` then imports the whole file. `liftctl import FILE` sends these.
public struct ImportChunk: Signal, Equatable {
    public static let wireName = "import-chunk"
    /// The upload this piece belongs to: letters, digits and `-`, chosen by the client.
    public var upload: String
    /// Where the piece starts, in bytes from the start of the file; it must equal what has
    /// arrived so far, so a lost or repeated piece is refused rather than corrupting the file.
    public var offset: Int
    /// The piece itself.
    public var text: String

    /// A piece of upload `upload` starting at byte `offset`.
    public init(upload: String, offset: Int, text: String) {
        self.upload = upload
        self.offset = offset
        self.text = text
    }
}

/// The answer to `import-chunk`: how many bytes the upload holds now.
struct ImportChunkReply: Encodable, Sendable {
    let upload: String
    let received: Int
}

/// The staging files of streamed uploads, in `.uploads` inside the import directory.
struct UploadStaging {
    let directory: ImportDirectory

    /// The staging file of `upload`, after checking the name.
    func file(_ upload: String) throws -> URL {
        guard Self.isUploadName(upload) else {
            throw TrainingError.invalidValue(field: "upload", problem: "'\(upload)' must be 1–64 letters, digits or '-'")
        }
        return try directory.file(".uploads/\(upload).csv", creatingParent: true)
    }

    /// Appends `chunk` to its upload; returns the upload's size afterwards. A new upload
    /// (offset 0) first removes the uploads abandoned by `now`.
    func append(_ chunk: ImportChunk, now: Date) throws -> Int {
        let file = try file(chunk.upload)
        if chunk.offset == 0 { _ = try? removeAbandoned(now: now) }
        let manager = FileManager.default
        let size = (try? manager.attributesOfItem(atPath: file.path)[.size] as? Int) ?? nil
        let current = chunk.offset == 0 ? 0 : size ?? 0
        guard chunk.offset == current else {
            throw TrainingError.invalidValue(
                field: "offset", problem: "upload '\(chunk.upload)' holds \(current) bytes, not \(chunk.offset)")
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
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(chunk.text.utf8))
        return current + chunk.text.utf8.count
    }
}
