#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// The file-system steps a site build takes: durable writes, hard links, directories made
/// and removed without following symbolic links.
enum SiteFiles {
    /// `path` with symbolic links resolved, created (mode 0755) when missing; errors name `shown`.
    static func resolvedDirectory(_ path: String, shown: String) throws -> String {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw failure(shown, "mkdir") }
        guard let resolved = realpath(path, nil) else { throw failure(shown, "realpath") }
        defer { free(resolved) }
        let text = String(cString: resolved)
        var status = stat()
        guard stat(text, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw ReportError.writeFailed(path: shown, reason: "'\(text)' is not a directory")
        }
        return text
    }

    /// Creates `path` as a directory unless it is one; a symbolic link or file there is refused.
    static func makeRealDirectory(_ path: String, shown: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        guard errno == EEXIST else { throw failure(shown, "mkdir") }
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw ReportError.pathOutsideOutputDirectory(shown)
        }
    }

    /// Creates the directories of `relative` below `root` (a build liftd made, so nothing in
    /// it is a link).
    static func makeParents(of relative: String, in root: String) throws {
        var path = root
        for component in relative.split(separator: "/").dropLast() {
            path += "/" + component
            try makeRealDirectory(path, shown: relative)
        }
    }

    /// Writes `contents` to the new file `path` (never through a link) and fsyncs it.
    static func writeDurably(_ contents: Data, to path: String) throws {
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
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync") }
    }

    /// Hard-links the regular file `source` as `destination`; false when it cannot.
    static func link(_ source: String, to destination: String) -> Bool {
        var status = stat()
        guard lstat(source, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        return Glibc.link(source, destination) == 0
    }

    /// Hard-links `source` as `destination`, or copies it where a link is refused.
    static func linkOrCopy(_ source: String, to destination: String) throws {
        if link(source, to: destination) { return }
        guard let contents = FileManager.default.contents(atPath: source) else { throw failure(source, "read") }
        try writeDurably(contents, to: destination)
    }

    /// Fsyncs every directory of the tree at `root`, deepest first.
    static func synchronizeTree(_ root: String) throws {
        for entry in try names(in: root) {
            var status = stat()
            if lstat(root + "/" + entry, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                try synchronizeTree(root + "/" + entry)
            }
        }
        try synchronizeDirectory(root)
    }

    /// Fsyncs the directory `path`, so the entries made in it are durable.
    static func synchronizeDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync directory") }
    }

    /// Removes `path` and, for a directory, everything below it, never following a
    /// symbolic link (a link is removed, not what it names). Nothing there is fine.
    static func removeTree(_ path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw failure(path, "lstat")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            for entry in try names(in: path) { try removeTree(path + "/" + entry) }
            guard rmdir(path) == 0 else { throw failure(path, "rmdir") }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw failure(path, "unlink") }
        }
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

    /// A write failure naming `path`, the operation and `errno`.
    static func failure(_ path: String, _ operation: String) -> ReportError {
        .writeFailed(path: path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }
}
