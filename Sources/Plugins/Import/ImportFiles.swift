import FoundationEssentials
import SignalStore

/// The files `import` and `import-chunk` reach, all inside the configured import directory:
/// the file `import path=…` names, and the staging files of uploads
/// (`.uploads/<uid>/<upload>.csv`), kept within the bounds in `UploadLimits` (docs/PROTOCOL.md).
/// Each call names the import directory (nil when none is configured, which is refused).
public protocol ImportFiles: Sendable {
    /// The file `path` (relative, or absolute inside the directory) names; refused when it
    /// leads outside the directory or into `.uploads`, which only `import upload=` reads.
    func file(_ path: String, in directory: String?) throws -> String
    /// The staging file of `owner`'s upload `upload` (a checked name), which may not exist
    /// yet; its folder is created (private) when missing.
    func stagingFile(_ upload: String, of owner: String, in directory: String?) throws -> String
    /// Adds `bytes`, `chunk`'s checked bytes, to `owner`'s upload after checking them against
    /// the bounds as of `now`, all uploads together holding at most `spaceBytes`. Offset 0
    /// starts the upload (over). A refused chunk changes nothing.
    func append(
        _ bytes: [UInt8], of chunk: ImportChunk, from owner: String, in directory: String?, spaceBytes: Int, now: Date
    ) throws -> StagedChunk
    /// The staging file of `owner`'s upload once it holds `size` bytes with the SHA-256
    /// `sha256` (64 lowercase hexadecimal digits). A size that differs leaves the upload as it
    /// is (the client may send the rest); a digest that differs removes it.
    func verifiedUpload(_ upload: String, of owner: String, size: Int, sha256: String, in directory: String?) throws -> String
    /// Removes an upload's staging file after its import, whatever the outcome.
    func removeUpload(at path: String)
}

/// What a chunk did: the upload's size afterwards, and what it removed on the way.
public struct StagedChunk: Equatable, Sendable {
    /// The upload's size afterwards.
    public var received: Int
    /// Uploads removed on the way because they were abandoned.
    public var abandoned: [StagedUpload]
    /// The owner's idle upload this new one replaced, at the owner's limit.
    public var replaced: StagedUpload?

    /// A chunk that left the upload at `received` bytes, removing `abandoned` and `replaced`.
    public init(received: Int, abandoned: [StagedUpload] = [], replaced: StagedUpload? = nil) {
        self.received = received
        self.abandoned = abandoned
        self.replaced = replaced
    }
}

private enum ImportFilesKey: DependencyKey {
    static var liveValue: any ImportFiles { UnconfiguredImportFiles() }
    static let name = "importFiles"
}

extension DependencyValues {
    /// The files `import` reads and stages. The daemon sets PluginFileSystem's
    /// `ImportDirectoryFiles()`; until then every import is refused.
    public var importFiles: any ImportFiles {
        get { self[ImportFilesKey.self] }
        set { self[ImportFilesKey.self] = newValue }
    }
}

/// The files in effect until the daemon gives them: refuse every import.
struct UnconfiguredImportFiles: ImportFiles {
    private var refusal: TrainingError { .importRefused("liftd gave the import no access to its files") }

    func file(_ path: String, in directory: String?) throws -> String { throw refusal }
    func stagingFile(_ upload: String, of owner: String, in directory: String?) throws -> String { throw refusal }
    func append(
        _ bytes: [UInt8], of chunk: ImportChunk, from owner: String, in directory: String?, spaceBytes: Int, now: Date
    ) throws -> StagedChunk {
        throw refusal
    }
    func verifiedUpload(_ upload: String, of owner: String, size: Int, sha256: String, in directory: String?) throws -> String {
        throw refusal
    }
    func removeUpload(at path: String) {}
}
