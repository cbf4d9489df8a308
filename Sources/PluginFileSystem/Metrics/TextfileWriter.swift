#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import FoundationEssentials
import Plugins

/// Writes one file for node_exporter's textfile collector atomically: the text goes to a
/// hidden temporary file in the same directory whose name does not end in `.prom` (the
/// collector reads only `*.prom`, so it never sees a half-written file), with the mode set
/// whatever the umask, fsynced, renamed over the target, then the directory fsynced. The
/// daemon's `textfileWriter`.
public struct TextfileWriter: TextfileWriting {
    /// The writer.
    public init() {}

    /// The temporary name for one write of `name`: `.<name>.tmp-` and eight random hex digits.
    static func temporaryName(for name: String) -> String {
        let digits = String(UInt32.random(in: .min ... .max), radix: 16)
        return ".\(name).tmp-" + String(repeating: "0", count: 8 - digits.count) + digits
    }

    public func replace(_ name: String, in directory: String, with text: String, mode: UInt32) throws -> String {
        let target = directory + "/" + name
        let temporary = directory + "/" + Self.temporaryName(for: name)
        do {
            try DurableFiles.writeDurably(Data(text.utf8), to: temporary, permissions: mode_t(mode))
            guard rename(temporary, target) == 0 else { throw DurableFiles.failure(target, "rename") }
        } catch {
            unlink(temporary)
            throw error
        }
        try DurableFiles.synchronizeDirectory(directory)
        return target
    }
}
