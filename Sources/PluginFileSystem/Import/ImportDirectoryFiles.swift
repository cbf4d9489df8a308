import FoundationEssentials
import Plugins

/// The import directory's files on disk: `import path=…` resolved inside it, uploads staged in
/// its `.uploads` folder, one private folder per uid. The daemon's `importFiles`.
public struct ImportDirectoryFiles: ImportFiles {
    /// The files of whichever import directory each call names.
    public init() {}

    public func file(_ path: String, in directory: String?) throws -> String {
        let place = ImportDirectory(directory)
        let file = try place.file(path)
        try UploadStaging(directory: place).checkNotStaged(file, named: path)
        return file.path
    }

    public func stagingFile(_ upload: String, of owner: String, in directory: String?) throws -> String {
        try staging(in: directory, for: owner).file(upload).path
    }

    public func append(
        _ bytes: [UInt8], of chunk: ImportChunk, from owner: String, in directory: String?, spaceBytes: Int, now: Date
    ) throws -> StagedChunk {
        var staging = staging(in: directory, for: owner)
        staging.spaceBytes = spaceBytes
        return try staging.append(bytes, of: chunk, now: now)
    }

    public func verifiedUpload(_ upload: String, of owner: String, size: Int, sha256: String, in directory: String?) throws -> String {
        try staging(in: directory, for: owner).verified(upload, size: size, sha256: sha256).path
    }

    public func removeUpload(at path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func staging(in directory: String?, for owner: String) -> UploadStaging {
        var staging = UploadStaging(directory: ImportDirectory(directory))
        staging.owner = owner
        return staging
    }
}
