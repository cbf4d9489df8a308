#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// The file-system steps a site build takes beside `AtomicFileWriter`'s durable writes:
/// hard links, and directories made and removed without following symbolic links.
enum SiteFiles {
    /// Creates `path` as a directory unless it is one; a symbolic link or file there is refused.
    static func makeRealDirectory(_ path: String, shown: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw AtomicFileWriter.failure(shown, "mkdir") }
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw ReportError.pathOutsideOutputDirectory(shown)
        }
    }

    /// Creates the directories of `relative` below `root` (a build liftd made, so nothing in
    /// it is a link) that are not in `made` yet, adding them to it.
    static func makeParents(of relative: String, in root: String, made: inout Set<String>) throws {
        var path = root
        for component in relative.split(separator: "/").dropLast() {
            path += "/" + component
            if made.insert(path).inserted { try makeRealDirectory(path, shown: relative) }
        }
    }

    /// Hard-links the regular file `source` as `destination`; false when it cannot.
    static func link(_ source: String, to destination: String) -> Bool {
        var status = stat()
        guard lstat(source, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        return Glibc.link(source, destination) == 0
    }

    /// Makes `destination` a symbolic link holding `text`: a hard link to `source` when that
    /// is a symbolic link holding the same text (on Linux `link` of a symbolic link links the
    /// link itself, and a name costs far less than the inode of a new link), else a new link.
    static func symbolicLink(_ text: String, at destination: String, sharingFrom source: String?) throws {
        if let source, linkText(at: source) == text, linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) == 0 { return }
        guard symlink(text, destination) == 0 else { throw AtomicFileWriter.failure(destination, "symlink") }
    }

    /// The text of the symbolic link at `path`; nil when there is none.
    static func linkText(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let length = readlink(path, &buffer, buffer.count)
        guard length >= 0, length < buffer.count else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Hard-links `source` as `destination`, or copies it where a link is refused.
    static func linkOrCopy(_ source: String, to destination: String) throws {
        if link(source, to: destination) { return }
        guard let contents = FileManager.default.contents(atPath: source) else {
            throw AtomicFileWriter.failure(source, "read")
        }
        try AtomicFileWriter.writeDurably(contents, to: destination)
    }

    /// Fsyncs `directories` deepest first, then `root`, which holds them.
    static func synchronize(_ directories: Set<String>, in root: String) throws {
        let deepestFirst = directories.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
        for directory in deepestFirst + [root] { try AtomicFileWriter.synchronizeDirectory(directory) }
    }

    /// Removes `path` and, for a directory, everything below it, never following a
    /// symbolic link (a link is removed, not what it names). Nothing there is fine.
    static func removeTree(_ path: String) throws {
        // Most entries are files: unlink first, and only a directory (EISDIR) is read.
        if unlink(path) == 0 || errno == ENOENT { return }
        guard errno == EISDIR else { throw AtomicFileWriter.failure(path, "unlink") }
        for entry in try names(in: path) { try removeTree(path + "/" + entry) }
        guard rmdir(path) == 0 else { throw AtomicFileWriter.failure(path, "rmdir") }
    }

    /// The entries of `directory` but `.` and `..`, sorted; empty when it does not exist.
    static func names(in directory: String) throws -> [String] {
        (try AtomicFileWriter.names(in: directory) ?? []).sorted()
    }
}
