#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A published site read back: its root (through the link) and its files.
public struct PublishedSite: Sendable {
    /// The site's root, its symbolic link.
    public let root: URL

    /// The site at `output/site`, read through its link.
    public init(output: URL, directory: String = "site") {
        root = output.appendingPathComponent(directory)
    }

    /// The text of `path` in the site.
    public func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every regular file, relative to the root, sorted.
    public func files() throws -> [String] {
        var found: [String] = []
        func walk(_ relative: String) throws {
            let directory = relative.isEmpty ? root.path : root.path + "/" + relative
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { try walk(path) } else { found.append(path) }
            }
        }
        try walk("")
        return found.sorted()
    }

    /// The HTML pages, relative to the root, sorted.
    public func pages() throws -> [String] { try files().filter { $0.hasSuffix(".html") } }

    /// Each file's bytes by path.
    public func contents() throws -> [String: Data] {
        var all: [String: Data] = [:]
        for path in try files() { all[path] = try Data(contentsOf: root.appendingPathComponent(path)) }
        return all
    }

    /// What the site's symbolic link holds.
    public func linkTarget() throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: root.path)
    }

    /// The inode of `path` in the site.
    public func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(root.appendingPathComponent(path).path, &status) == 0 ? UInt64(status.st_ino) : 0
    }
}
