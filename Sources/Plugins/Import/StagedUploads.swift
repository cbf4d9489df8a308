import Foundation

/// One upload in the staging directory: whose it is, its file, the bytes it holds and when
/// its last chunk arrived (the file's modification time, which every chunk sets).
struct StagedUpload: Equatable {
    /// The folder of its uid in `.uploads` (`1000`, or `local` for uploads from inside liftd);
    /// nil for a file staged by a liftd from before uploads had owners.
    let owner: String?
    /// The upload's name, as the client chose it.
    let name: String
    /// Its staging file.
    let path: String
    /// The bytes it holds.
    let size: Int
    /// When its last chunk was written.
    let lastChunk: Date

    /// Whether no chunk arrived for longer than `limit` before `now`.
    func isIdle(for limit: TimeInterval, at now: Date) -> Bool { now.timeIntervalSince(lastChunk) > limit }
}

extension UploadStaging {
    /// The owner folder of the uid `userID`: its number, or `local` when liftd itself sends.
    static func owner(of userID: UInt32?) -> String { userID.map(String.init) ?? "local" }

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
        guard fileName.hasSuffix(".csv"), isUploadName(String(fileName.dropLast(4))),
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, let written = attributes[.modificationDate] as? Date else { return nil }
        return StagedUpload(owner: owner, name: String(fileName.dropLast(4)), path: path, size: size, lastChunk: written)
    }

    /// Whether `name` is an owner's folder: a uid's number, or `local`.
    private static func isOwnerFolderName(_ name: String) -> Bool {
        name == "local" || (UInt32(name) != nil && String(UInt32(name) ?? 0) == name)
    }
}
