#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A build's manifest: each file's key and path, which directories are shared, and the
/// build's memory for the next one (its last line).
extension SitePlace {
    /// How the manifest's line of the build's memory starts.
    static let memoryPrefix = "#memory\t"

    /// The input digest of each file of build `identifier`, by path; nil without a manifest.
    func manifest(of identifier: String) -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: builds + "/" + identifier + ".manifest") else { return nil }
        var keys: [String: String] = [:]
        // Bytes, not characters: a manifest has hundreds of lines, and only ASCII separates them.
        for line in [UInt8](data).split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            keys[String(decoding: line[(tab + 1)...], as: UTF8.self)] = String(decoding: line[..<tab], as: UTF8.self)
        }
        return keys
    }

    /// The memory kept in build `identifier`'s manifest (its last line that holds one); nil without one.
    func memory(of identifier: String) -> String? {
        guard let data = FileManager.default.contents(atPath: builds + "/" + identifier + ".manifest") else { return nil }
        let bytes = [UInt8](data)
        var end = bytes.count
        // Lines from the last: the memory line is written last.
        while end > 0 {
            let start = (bytes[..<end].lastIndex(of: 10) ?? -1) + 1
            let line = bytes[start..<end]
            if line.starts(with: Self.memoryPrefix.utf8) {
                return String(decoding: line.dropFirst(Self.memoryPrefix.utf8.count), as: UTF8.self)
            }
            end = max(start - 1, 0)
        }
        return nil
    }

    /// Writes build `identifier`'s manifest durably.
    func writeManifest(_ manifest: String, of identifier: String) throws {
        let path = builds + "/" + identifier + ".manifest"
        let temporary = builds + "/." + identifier + ".manifest.tmp"
        unlink(temporary)
        try AtomicFileWriter.writeDurably(Data(manifest.utf8), to: temporary)
        guard rename(temporary, path) == 0 else { throw AtomicFileWriter.failure(path, "rename") }
        try AtomicFileWriter.synchronizeDirectory(builds)
    }
}
