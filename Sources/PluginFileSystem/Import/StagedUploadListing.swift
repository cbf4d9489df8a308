import FoundationEssentials
import Plugins

extension UploadStaging {
    /// Every upload staged, oldest last chunk first. Only regular files named as uploads are
    /// (`<upload>.csv`, in an owner's folder or, from an older liftd, in `.uploads` itself).
    func stagedUploads() -> [StagedUpload] {
        guard let root = directory.path else { return [] }
        let staging = root + "/.uploads"
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: staging) else { return [] }
        var found: [StagedUpload] = []
        for entry in entries.sorted() {
            let path = staging + "/" + entry
            if let upload = Self.upload(at: path, named: entry, owner: nil) {
                found.append(upload)
            } else if Self.isOwnerFolderName(entry), let names = try? manager.contentsOfDirectory(atPath: path) {
                found += names.sorted().compactMap { Self.upload(at: path + "/" + $0, named: $0, owner: entry) }
            }
        }
        return found.sorted { ($0.lastChunk, $0.path) < ($1.lastChunk, $1.path) }
    }

    /// Removes the staged uploads that received no chunk for `UploadLimits.abandonedTime`
    /// before `now` (a client that failed or gave up); returns their paths. Only regular
    /// files named as uploads are staged are touched.
    func removeAbandoned(now: Date) throws -> [String] {
        var removed: [String] = []
        for upload in stagedUploads() where upload.isIdle(for: UploadLimits.abandonedTime, at: now) {
            try FileManager.default.removeItem(atPath: upload.path)
            removed.append(upload.path)
        }
        return removed
    }

    /// Refuses `file` (which a request named `path`) when it lies in `.uploads`: a staged
    /// upload is imported only with `import upload=ID`, by the uid that sent it and once its
    /// size and digest are checked, never half-sent or by another uid through `path=`.
    func checkNotStaged(_ file: URL, named path: String) throws {
        guard let root = directory.path else { return }
        let staging = URL(fileURLWithPath: root + "/.uploads").pathComponents
        guard file.pathComponents.starts(with: staging) else { return }
        throw TrainingError.importRefused(
            "'\(path)' is in .uploads, where uploads are staged: import path=… does not read them; "
                + "the uid that sent an upload imports it with import upload=ID size=S sha256=HEX")
    }

    /// The upload staged at `path` as the file `fileName`, or nil when it is not one.
    private static func upload(at path: String, named fileName: String, owner: String?) -> StagedUpload? {
        guard fileName.hasSuffix(".csv"), StagedUpload.isUploadName(String(fileName.dropLast(4))),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes.sizeInBytes, let written = attributes[.modificationDate] as? Date else { return nil }
        return StagedUpload(owner: owner, name: String(fileName.dropLast(4)), path: path, size: size, lastChunk: written)
    }

    /// Whether `name` is an owner's folder: a uid's number, or `local`.
    private static func isOwnerFolderName(_ name: String) -> Bool {
        name == "local" || (UInt32(name) != nil && String(UInt32(name) ?? 0) == name)
    }
}
