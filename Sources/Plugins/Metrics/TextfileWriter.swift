#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// Writes one file for node_exporter's textfile collector atomically: the text goes to a
/// hidden temporary file in the same directory whose name does not end in `.prom` (the
/// collector reads only `*.prom`, so it never sees a half-written file), with the mode set
/// whatever the umask, fsynced, renamed over the target, then the directory fsynced.
struct TextfileWriter {
    /// The directory written into.
    let directory: String
    /// The target's name.
    var fileName = "liftd.prom"
    /// The written file's permission bits.
    let mode: mode_t

    /// The temporary name for one write: `.liftd.prom.tmp-` and eight random hex digits.
    func temporaryName() -> String {
        ".\(fileName).tmp-" + String(format: "%08x", UInt32.random(in: .min ... .max))
    }

    /// Writes `text` to `<directory>/<fileName>`; returns the path written.
    func write(_ text: String) throws -> String {
        let target = directory + "/" + fileName
        let temporary = directory + "/" + temporaryName()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw failure(temporary, "open") }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else { throw failure(temporary, "chmod") }
            try Self.writeAll(Array(text.utf8), to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw failure(temporary, "fsync") }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(target, "rename")
            unlink(temporary)
            throw error
        }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directoryDescriptor >= 0 else { throw failure(directory, "open directory") }
        defer { close(directoryDescriptor) }
        guard fsync(directoryDescriptor) == 0 else { throw failure(directory, "fsync directory") }
        return target
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw ReportError.writeFailed(path: path, reason: "write: \(String(cString: strerror(errno)))") }
                offset += written
            }
        }
    }

    private func failure(_ path: String, _ operation: String) -> ReportError {
        .writeFailed(path: path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }
}
