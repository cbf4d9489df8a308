#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CLinux  // `struct stat`: the compiler finds it through CLinux's headers
import FoundationEssentials
import Plugins
import Workouts

/// The file-system steps durable writes are made of: new files written and fsynced,
/// directories created and fsynced, entries listed, failures named with `errno`.
enum DurableFiles {
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

    /// Opens the new file `path` for writing, never through a symbolic link (mode 0644 less
    /// the umask); returns its descriptor.
    static func openNew(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, "open") }
        return descriptor
    }

    /// Writes all of `bytes` to `descriptor` (the file `path`), going on after interruptions.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw failure(path, "write") }
            offset += written
        }
    }

    /// Writes `contents` to the new file `path` (never through a symbolic link) and fsyncs
    /// it; with `permissions`, sets them whatever the umask (`metrics-textfile`'s `mode`).
    static func writeDurably(_ contents: Data, to path: String, permissions: mode_t? = nil) throws {
        let descriptor = try openNew(path)
        defer { close(descriptor) }
        if let permissions, fchmod(descriptor, permissions) != 0 { throw failure(path, "chmod") }
        try contents.withUnsafeBytes { try writeAll($0, to: descriptor, path: path) }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync") }
    }

    /// Fsyncs the directory `path`, so a rename or a new entry in it is durable.
    static func synchronizeDirectory(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, "open directory") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(path, "fsync directory") }
    }

    /// The entries of `directory`, nil when it does not exist.
    static func names(in directory: String) throws(ReportError) -> [String]? {
        do {
            return try DirectoryEntries.names(in: directory)
        } catch {
            throw .writeFailed(path: directory, reason: "opendir: \(error.reason)")
        }
    }

    /// A write failure naming `path`, the operation and `errno`.
    static func failure(_ path: String, _ operation: String) -> ReportError {
        .writeFailed(path: path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }
}
