#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A build's manifest: the key and path of each file the build keeps itself, the key and
/// path of each directory it shares (whose files `SharedDirectory` lists beside it), and
/// the build's memory for the next one (its last line).
extension SitePlace {
    /// How the manifest's line of the build's memory starts.
    static let memoryPrefix = "#memory\t"

    /// Build `identifier`'s manifest: the key of each file it lists, by path, and the key of
    /// each shared directory, by path; nil without a manifest.
    func manifest(of identifier: String) -> (keys: [String: String], shared: [String: String])? {
        guard let data = FileManager.default.contents(atPath: builds + "/" + identifier + ".manifest") else { return nil }
        var shared: [String: String] = [:]
        let sharedPrefix = Array("#shared\t".utf8)
        for line in [UInt8](data).split(separator: UInt8(ascii: "\n")) where line.starts(with: sharedPrefix) {
            let fields = line.dropFirst(sharedPrefix.count).split(separator: UInt8(ascii: "\t"), maxSplits: 1)
            // The key names files beside the builds: only a build identifier's form is taken.
            guard fields.count == 2, Self.isIdentifier(String(decoding: fields[0], as: UTF8.self)) else { continue }
            shared[String(decoding: fields[1], as: UTF8.self)] = String(decoding: fields[0], as: UTF8.self)
        }
        return (Self.keys(in: data), shared)
    }

    /// The key of each path the lines `key<TAB>path` of `data` give: a manifest's own files,
    /// or a listing's; a line starting with `#` says something else.
    static func keys(in data: Data) -> [String: String] {
        var keys: [String: String] = [:]
        // Bytes, not characters: only ASCII separates the fields.
        for line in [UInt8](data).split(separator: UInt8(ascii: "\n")) {
            guard line.first != UInt8(ascii: "#"), let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { continue }
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

    /// The key of each file the shared directory `key` holds, by path, from its listing;
    /// nil when it has none.
    func listing(of key: String) -> [String: String]? {
        FileManager.default.contents(atPath: listingPath(key)).map(Self.keys(in:))
    }

    /// Whether shared directory `key` is there with its listing.
    func hasSharedDirectory(_ key: String) -> Bool {
        isDirectory(sharedPath(key)) && FileManager.default.fileExists(atPath: listingPath(key))
    }

    /// Where the listing of shared directory `key` is kept.
    func listingPath(_ key: String) -> String { builds + "/" + key + ".listing" }

    /// Writes the listing of shared directory `key` durably (the builds directory is fsynced
    /// with the manifest).
    func writeListing(_ listing: String, of key: String) throws {
        let temporary = builds + "/." + key + ".listing.tmp"
        unlink(temporary)
        try AtomicFileWriter.writeDurably(Data(listing.utf8), to: temporary)
        guard rename(temporary, listingPath(key)) == 0 else { throw AtomicFileWriter.failure(listingPath(key), "rename") }
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
