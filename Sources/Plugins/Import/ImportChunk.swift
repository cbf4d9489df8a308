import FoundationEssentials
import SignalStore
import Workouts

/// One chunk of an export a client uploads: `import-chunk upload=ID offset=N size=S data=BASE64`.
/// Chunks are appended in order to a staging file in the import directory; `import upload=ID
/// size=S sha256=HEX` then checks and imports the whole file. `liftctl import FILE` sends these.
/// The bytes are carried as base64, so a chunk may end anywhere, even inside a character.
public struct ImportChunk: SenderAwareSignal, Equatable {
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
    /// The uid that sent the chunk, from the socket's peer credentials: each uid stages its
    /// own uploads, under its own limit (`UploadLimits`); nil from inside liftd.
    public var senderUserID: UInt32?

    /// A chunk of upload `upload` (of `size` bytes in all) holding `data` from byte `offset`,
    /// sent by `senderUserID`.
    public init(upload: String, offset: Int, size: Int, data: String, senderUserID: UInt32? = nil) {
        self.upload = upload
        self.offset = offset
        self.size = size
        self.data = data
        self.senderUserID = senderUserID
    }
}

/// The answer to `import-chunk`: how many bytes the upload holds now.
struct ImportChunkReply: Encodable, Sendable, Equatable {
    let upload: String
    let received: Int
}

/// The bounds of uploads, documented in docs/PROTOCOL.md ("Uploads").
public enum UploadLimits {
    /// The most bytes one chunk carries (decoded): its base64 (43,692 characters) leaves room
    /// in the default 65,536-byte request line.
    public static let maximumChunkSize = 32_768
    /// The largest file an upload may hold: 256 MiB.
    public static let maximumUploadSize = 256 * 1_024 * 1_024
    /// The most uploads one uid may have staged at once.
    public static let maximumUploadsPerUser = 4
    /// How long an upload goes without a chunk before it is *idle*: a new upload by a uid at
    /// its limit removes that uid's least recently written idle upload. liftctl sends its
    /// chunks back to back, so an upload under way is never idle.
    public static let idleTime: TimeInterval = 60
    /// How long an upload goes without a chunk before it is *abandoned* and removed (by the
    /// next chunk of any upload, and when liftd starts).
    public static let abandonedTime: TimeInterval = 600
    /// The default of the `import` option `upload-space`: the most MiB all staged uploads
    /// may hold together.
    public static let defaultUploadSpaceMiB = 1_024
}
