#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import MessageText

/// Writes report files under one output directory, durably and atomically: the contents go
/// to a temporary file in the same directory, which is fsynced, renamed over the target
/// and followed by an fsync of the directory. A crash at any point leaves the previous
/// file whole. Paths that would leave the directory are refused.
public struct AtomicFileWriter: ReportWriting {
    /// The directory every write stays inside; created when missing.
    public let outputDirectory: String
    /// Runs between the temporary file's fsync and the rename (tests simulate a crash there).
    var beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)?

    /// A writer confined to `outputDirectory`.
    public init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    public func write(_ contents: Data, to relativePath: String) throws -> String {
        let (directory, target) = try place(of: relativePath)
        let temporary = directory + "/" + Self.temporaryName(for: (target as NSString).lastPathComponent)
        do {
            try Self.writeDurably(contents, to: temporary)
            try beforeRename?(temporary)
            guard rename(temporary, target) == 0 else { throw Self.failure(target, "rename") }
        } catch {
            unlink(temporary)
            throw error
        }
        try Self.synchronizeDirectory(directory)
        return target
    }

    public func create(_ relativePath: String) throws -> any ReportFile {
        let (directory, target) = try place(of: relativePath)
        return try AtomicReportFile(
            temporary: directory + "/" + Self.temporaryName(for: (target as NSString).lastPathComponent),
            target: target, directory: directory, beforeRename: beforeRename)
    }

    /// The resolved directory `relativePath` goes in (created when missing) and the target's
    /// absolute path there; refused when it would leave the output directory or when
    /// something other than a regular file is in the way.
    private func place(of relativePath: String) throws -> (directory: String, target: String) {
        let components = try ReportPath.components(of: relativePath)
        let root = try Self.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var directory = root
        for component in components.dropLast() {
            directory = try Self.resolvedDirectory(directory + "/" + component, shown: relativePath)
            guard directory == root || directory.hasPrefix(root == "/" ? "/" : root + "/") else {
                throw ReportError.pathOutsideOutputDirectory(relativePath)
            }
        }
        let target = directory + "/" + (components.last ?? "")
        var status = stat()
        if lstat(target, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            let thing = switch status.st_mode & S_IFMT {
            case S_IFLNK: "a symbolic link"
            case S_IFDIR: "a directory"
            default: "not a regular file"
            }
            throw ReportError.occupied(path: relativePath, by: thing)
        }
        return (directory, target)
    }

    /// `path` with symbolic links resolved, created first (mode 0755, its parent fsynced so
    /// the new entry is durable) when missing; errors name `shown`.
    static func resolvedDirectory(_ path: String, shown: String) throws -> String {
        if mkdir(path, 0o755) == 0 {
            let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            try synchronizeDirectory(parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent)
        } else if errno != EEXIST {
            throw failure(shown, "mkdir")
        }
        guard let resolved = realpath(path, nil) else { throw failure(shown, "realpath") }
        defer { free(resolved) }
        let text = String(cString: resolved)
        var status = stat()
        guard stat(text, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw ReportError.writeFailed(path: shown, reason: "'\(text)' is not a directory")
        }
        return text
    }

    /// Writes `contents` to the new file `path` (never through a symbolic link) and fsyncs
    /// it; with `permissions`, sets them whatever the umask (`metrics-textfile`'s `mode`).
    static func writeDurably(_ contents: Data, to path: String, permissions: mode_t? = nil) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "open") }
        defer { close(descriptor) }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw failure(path, "chmod") }
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

    /// Fsyncs the directory `path`, so a rename or a new entry in it is durable.
    static func synchronizeDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync directory") }
    }

    /// A write failure naming `path`, the operation and `errno`.
    static func failure(_ path: String, _ operation: String) -> ReportError {
        .writeFailed(path: path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }
}

/// Report paths as signals and options give them: relative, inside the output directory.
enum ReportPath {
    /// The components of `path`, or `pathOutsideOutputDirectory` when it is empty,
    /// absolute, names a parent (`..`) or holds a NUL.
    static func components(of path: String) throws -> [String] {
        // By bytes, as the file system reads the path (a site checks hundreds per build).
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
            .map { String(decoding: $0, as: UTF8.self) }.filter { $0 != "." }
        guard path.utf8.first != UInt8(ascii: "/"), !components.isEmpty, !path.utf8.contains(0),
              !components.contains("..") else {
            throw ReportError.pathOutsideOutputDirectory(path)
        }
        return components
    }

    /// A request's `directory=`: nil when it gives none; refused with `invalid-field` when
    /// empty or holding a control character (a line break in a directory's name), and as
    /// outside the output directory when absolute or naming a parent.
    static func requestedDirectory(_ directory: String?) throws -> String? {
        guard let directory else { return nil }
        guard !directory.isEmpty else {
            throw ReportError.invalidValue(
                field: "directory", problem: "is empty; expected a directory relative to the output directory, such as archive")
        }
        if let control = directory.unicodeScalars.first(where: VisibleText.isControl) {
            throw ReportError.invalidValue(
                field: "directory", problem: "holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
        }
        _ = try components(of: directory)
        return directory
    }
}
