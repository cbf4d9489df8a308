import FoundationEssentials

/// One upload in the staging directory: whose it is, its file, the bytes it holds and when
/// its last chunk arrived (the file's modification time, which every chunk sets).
public struct StagedUpload: Equatable, Sendable {
    /// The folder of its uid in `.uploads` (`1000`, or `local` for uploads from inside liftd);
    /// nil for a file staged by a liftd from before uploads had owners.
    public let owner: String?
    /// The upload's name, as the client chose it.
    public let name: String
    /// Its staging file.
    public let path: String
    /// The bytes it holds.
    public let size: Int
    /// When its last chunk was written.
    public let lastChunk: Date

    /// The upload `name` of `owner`, staged at `path`, holding `size` bytes, last written at `lastChunk`.
    public init(owner: String?, name: String, path: String, size: Int, lastChunk: Date) {
        self.owner = owner
        self.name = name
        self.path = path
        self.size = size
        self.lastChunk = lastChunk
    }

    /// Whether no chunk arrived for longer than `limit` before `now`.
    public func isIdle(for limit: TimeInterval, at now: Date) -> Bool { now.timeIntervalSince(lastChunk) > limit }

    /// The owner folder of the uid `userID`: its number, or `local` when liftd itself sends.
    public static func owner(of userID: UInt32?) -> String { userID.map(String.init) ?? "local" }

    /// Whether `name` may name an upload: 1–64 letters, digits or `-`.
    public static func isUploadName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    /// `upload`, refused unless it may name an upload.
    static func checkedName(_ upload: String) throws -> String {
        guard isUploadName(upload) else {
            throw TrainingError.invalidValue(field: "upload", problem: "'\(upload)' must be 1–64 letters, digits or '-'")
        }
        return upload
    }
}
