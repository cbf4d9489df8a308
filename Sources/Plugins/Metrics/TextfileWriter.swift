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
        do {
            try AtomicFileWriter.writeDurably(Data(text.utf8), to: temporary, permissions: mode)
            guard rename(temporary, target) == 0 else {
                throw ReportError.writeFailed(path: target, reason: "rename: \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try AtomicFileWriter.synchronizeDirectory(directory)
        return target
    }
}
