#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CLinux
import Foundation
import Plugins

/// The file-system calls site publishing makes, never following a symbolic link it did not
/// make, each failure naming the path, the call and `errno`.
enum FileSystemCalls {
    /// A failure of `operation` on `path`, with `errno`'s text.
    static func failure(_ path: String, _ operation: String) -> ReportError {
        .writeFailed(path: path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }

    /// The components of the relative `path`; refused when it is empty, absolute, names a
    /// parent (`..`) or holds a NUL.
    static func components(of path: String) throws -> [String] {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
            .map { String(decoding: $0, as: UTF8.self) }.filter { $0 != "." }
        guard path.utf8.first != UInt8(ascii: "/"), !components.isEmpty, !path.utf8.contains(0),
              !components.contains("..") else {
            throw ReportError.pathOutsideOutputDirectory(path)
        }
        return components
    }

    /// `path` with symbolic links resolved, created first when missing; refused when it is
    /// not a directory.
    static func resolvedDirectory(_ path: String, shown: String) throws -> String {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(shown, "mkdir") }
        guard let resolved = realpath(path, nil) else { throw failure(shown, "realpath") }
        defer { free(resolved) }
        let text = String(cString: resolved)
        guard kind(of: text, following: true) == S_IFDIR else {
            throw ReportError.writeFailed(path: shown, reason: "'\(text)' is not a directory")
        }
        return text
    }

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
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "open") }
        defer { close(descriptor) }
        try contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw failure(path, "write") }
                offset += written
            }
        }
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

    /// Fsyncs the directory `path`, so a rename or a new entry in it is durable.
    static func synchronizeDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync directory") }
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
        for entry in try names(in: path) { try removeTree(path + "/" + entry) }
        guard rmdir(path) == 0 else { throw failure(path, "rmdir") }
    }

    /// The entries of `directory` but `.` and `..`, sorted; empty when it does not exist.
    static func names(in directory: String) throws -> [String] {
        guard let stream = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw failure(directory, "opendir")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
