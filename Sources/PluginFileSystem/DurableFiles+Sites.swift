#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CLinux
import FoundationEssentials
import Plugins

/// The file-system calls site publishing makes besides durable writes' steps, never following
/// a symbolic link it did not make, each failure naming the path, the call and `errno`.
extension DurableFiles {
    /// The file type bits of `path` (`S_IFDIR`, `S_IFLNK`, …); nil when there is nothing.
    static func kind(of path: String, following: Bool = false) -> mode_t? {
        var status = stat()
        guard (following ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// Creates `path` as a directory unless it is one; a symbolic link or file there is refused.
    static func makeRealDirectory(_ path: String, shown: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw failure(shown, "mkdir") }
        guard kind(of: path) == S_IFDIR else { throw ReportError.pathOutsideOutputDirectory(shown) }
    }

    /// Writes `contents` to the new file `path`, never through a symbolic link (not fsynced:
    /// the build is synchronized whole).
    static func write(_ contents: Data, to path: String) throws {
        let descriptor = try openNew(path)
        defer { close(descriptor) }
        try contents.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
    }

    /// Hard-links the regular file `source` as `destination`, or copies it where a link is refused.
    static func linkOrCopy(_ source: String, to destination: String) throws {
        if link(source, destination) == 0 { return }
        guard let contents = FileManager.default.contents(atPath: source) else { throw failure(source, "read") }
        try write(contents, to: destination)
    }

    /// Makes everything written on the file system holding `directory` durable (`syncfs`):
    /// one flush for a build's every file and directory instead of an fsync each.
    static func synchronizeFileSystem(of directory: String) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(directory, "open directory") }
        defer { close(descriptor) }
        guard liftd_synchronize_file_system(descriptor) == 0 else { throw failure(directory, "syncfs") }
    }

    /// The text of the symbolic link at `path`; nil when there is none.
    static func linkText(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        let length = readlink(path, &buffer, buffer.count)
        guard length >= 0, length < buffer.count else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes `path` and, for a directory, everything below it, never following a
    /// symbolic link (a link is removed, not what it names). Nothing there is fine.
    static func removeTree(_ path: String) throws {
        // Most entries are files: unlink first, and only a directory (EISDIR) is read.
        if unlink(path) == 0 || errno == ENOENT { return }
        guard errno == EISDIR else { throw failure(path, "unlink") }
        for entry in try names(in: path) ?? [] { try removeTree(path + "/" + entry) }
        guard rmdir(path) == 0 else { throw failure(path, "rmdir") }
    }

}
