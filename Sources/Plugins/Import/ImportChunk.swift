import Foundation
import SignalStore
import Workouts

/// One chunk of an export a client uploads: `import-chunk upload=ID offset=N size=S data=BASE64`.
/// Chunks are appended in order to a staging file in the import directory; `import upload=ID
/// size=S sha256=HEX` then checks and imports the whole file. `liftctl import FILE` sends these.
/// The bytes are carried as base64, so a chunk may end anywhere, even inside a character.
public struct ImportChunk: Signal, Equatable {
    public static let wireName = "import-chunk"
    /// The upload this chunk belongs to: letters, digits and `-`, chosen by the client.
    public var upload: String
    /// Where the chunk starts, in bytes from the start of the file; it must equal what has
    /// arrived so far, so a lost or repeated chunk is refused rather than corrupting the file.
    /// Offset 0 starts the upload (over).
    public var offset: Int
    /// The size of the whole file in bytes, at most `UploadLimits.maximumUploadSize`.
    public var size: Int
    /// The chunk's bytes in base64, at most `UploadLimits.maximumChunkSize` bytes once decoded.
    public var data: String

    /// A chunk of upload `upload` (of `size` bytes in all) holding `data` from byte `offset`.
    public init(upload: String, offset: Int, size: Int, data: String) {
        self.upload = upload
        self.offset = offset
        self.size = size
        self.data = data
    }
}

/// The answer to `import-chunk`: how many bytes the upload holds now.
struct ImportChunkReply: Encodable, Sendable {
    let upload: String
    let received: Int
}

/// The bounds of an upload, documented in docs/PROTOCOL.md.
public enum UploadLimits {
    /// The most bytes one chunk carries (decoded): its base64 (43,692 characters) leaves room
    /// in the default 65,536-byte request line.
    public static let maximumChunkSize = 32_768
    /// The largest file an upload may hold: 256 MiB.
    public static let maximumUploadSize = 256 * 1_024 * 1_024
    /// The most uploads staged at once, so what clients can leave in the import directory is
    /// bounded (16 × 256 MiB); one idle for an hour is removed when the next starts.
    public static let maximumStagedUploads = 16
}
