#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import ControlProtocol
import FoundationEssentials
import Plugins
import Workouts

/// The staging files of uploads: `.uploads/<uid>/<upload>.csv` inside the import directory,
/// each uid's in a folder of its own (`local` for uploads from inside liftd), so one uid can
/// neither touch nor crowd out another's.
///
/// The bounds (`UploadLimits`, docs/PROTOCOL.md): each uid stages at most four uploads; a
/// new one at that limit removes the uid's least recently written upload idle for a minute;
/// an upload without a chunk for ten minutes is removed by the next chunk of any upload; all
/// uploads together hold at most `spaceBytes`. A refused chunk changes nothing: the upload
/// keeps the bytes it had, and the client may go on from the offset the error names. An
/// upload whose SHA-256 does not match is removed. The fields of chunks and requests are
/// checked in Plugins before they come here.
struct UploadStaging {
    let directory: ImportDirectory
    /// The owner folder of the sender (`StagedUpload.owner(of:)`).
    var owner = StagedUpload.owner(of: nil)
    /// The most bytes all staged uploads may hold together (the `upload-space` option).
    var spaceBytes = UploadLimits.defaultUploadSpaceMiB * 1_048_576

    /// The staging file of the owner's `upload` (a checked name).
    func file(_ upload: String) throws -> URL {
        try directory.file(".uploads/\(owner)/\(upload).csv", creatingParent: true)
    }

    /// Appends `bytes`, `chunk`'s checked bytes, to its upload after checking the limits as of `now`.
    func append(_ bytes: [UInt8], of chunk: ImportChunk, now: Date) throws -> StagedChunk {
        let file = try file(chunk.upload)
        var appended = StagedChunk(received: 0)
        var others: [StagedUpload] = []
        var existing: StagedUpload?
        for upload in stagedUploads() {
            if upload.owner == owner, upload.name == chunk.upload {
                existing = upload
            } else if upload.isIdle(for: UploadLimits.abandonedTime, at: now) {
                if (try? FileManager.default.removeItem(atPath: upload.path)) != nil { appended.abandoned.append(upload) }
            } else {
                others.append(upload)
            }
        }
        if chunk.offset == 0 {
            let replaced = try replacedUpload(for: chunk.upload, isNew: existing == nil, among: others, now: now)
            try checkSpace(for: chunk.upload, adding: chunk.size, beside: others.filter { $0 != replaced })
            if let replaced, (try? FileManager.default.removeItem(atPath: replaced.path)) != nil { appended.replaced = replaced }
        } else {
            guard let existing else {
                throw TrainingError.invalidValue(
                    field: "offset",
                    problem: "no upload '\(chunk.upload)' is staged (never started, or removed after "
                        + "\(Int(UploadLimits.abandonedTime / 60)) minutes without a chunk or for a newer upload): "
                        + "send it again from offset 0")
            }
            guard chunk.offset == existing.size else {
                throw TrainingError.invalidValue(
                    field: "offset",
                    problem: "upload '\(chunk.upload)' holds \(existing.size) bytes, not \(chunk.offset): send the chunk at offset \(existing.size)")
            }
            try checkSpace(for: chunk.upload, adding: bytes.count, beside: others + [existing])
        }
        let current = chunk.offset
        if chunk.offset == 0 {
            do throws(PrivateFileError) {
                try PrivateFiles.createEmptyFile(atPath: file.path)
            } catch {
                throw TrainingError.importRefused("cannot create the staging file for upload '\(chunk.upload)': \(error.reason)")
            }
        }
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TrainingError.importRefused("cannot write upload '\(chunk.upload)': open: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        do {
            try bytes.withUnsafeBytes { try DurableFiles.writeAll($0, to: descriptor, path: file.path) }
        } catch {
            let reason = String(cString: strerror(errno))
            // A short write (disk full) would leave a partial chunk: cut the file back.
            _ = ftruncate(descriptor, off_t(current))
            throw TrainingError.importRefused("cannot write upload '\(chunk.upload)': write: \(reason)")
        }
        // The file's time is when its last chunk came, by the store's clock: what idle means.
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
        appended.received = current + bytes.count
        return appended
    }

    /// The owner's upload a new upload `upload` replaces: none while the owner has fewer than
    /// `UploadLimits.maximumUploadsPerUser` (or `upload` starts over), else the least
    /// recently written of them idle by `now`; refused when none is.
    private func replacedUpload(
        for upload: String, isNew: Bool, among others: [StagedUpload], now: Date
    ) throws -> StagedUpload? {
        let owners = others.filter { $0.owner == owner }
        guard isNew, owners.count >= UploadLimits.maximumUploadsPerUser else { return nil }
        // `others` is oldest first.
        guard let idle = owners.first(where: { $0.isIdle(for: UploadLimits.idleTime, at: now) }) else {
            throw UploadRefusal.tooManyUploads(upload, owner: owner, staged: owners)
        }
        return idle
    }

    /// Refuses `adding` bytes to `upload` when the uploads `staged` beside it (its own bytes
    /// among them, for a later chunk) would then hold more than `spaceBytes`.
    private func checkSpace(for upload: String, adding: Int, beside staged: [StagedUpload]) throws {
        // Sizes read from the disk are summed without trapping, however large.
        let held = staged.reduce(0) { total, upload in
            let (sum, overflow) = total.addingReportingOverflow(upload.size)
            return overflow ? Int.max : sum
        }
        guard held <= spaceBytes, adding <= spaceBytes - held else {
            throw UploadRefusal.spaceFull(
                upload, adding: adding, staged: held, count: staged.count, capMiB: spaceBytes / 1_048_576)
        }
    }

    /// Checks upload `upload` (a checked name) holds `size` bytes whose SHA-256 is `expected`
    /// (lowercase); returns its file. A size that differs leaves the upload as it is (the
    /// client may send the rest); a digest that differs removes it.
    func verified(_ upload: String, size: Int, sha256 expected: String) throws -> URL {
        let file = try file(upload)
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
        let source: FileByteSource
        do throws(ImportError) {
            source = try FileByteSource(path: file.path, name: name)
        } catch {
            throw TrainingError.importRefused("cannot read \(name)")
        }
        var digest = SHA256()
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try piece.withUnsafeMutableBufferPointer { buffer throws(ImportError) in try source.read(into: buffer) }
            guard count > 0 else { break }
            piece.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
        return digest.hexDigest()
    }

    private static func size(of file: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?.sizeInBytes
    }
}
