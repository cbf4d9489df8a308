#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CLinux
import FoundationEssentials
import Plugins
import Workouts

/// Writes report files under one output directory, durably and atomically: the contents go
/// to a temporary file in the same directory, which is fsynced, renamed over the target
/// and followed by an fsync of the directory. A crash at any point leaves the previous
/// file whole. Paths that would leave the directory are refused. The daemon's
/// `reportWriter`.
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
        let file = try create(relativePath)
        try file.write(contents)
        return try file.commit()
    }

    public func create(_ relativePath: String) throws -> any ReportFile {
        let (directory, target) = try place(of: relativePath)
        return try AtomicReportFile(
            temporary: directory + "/" + Self.temporaryName(for: PathText.lastComponent(target)),
            target: target, directory: directory, beforeRename: beforeRename)
    }

    /// The resolved directory `relativePath` goes in (created when missing) and the target's
    /// absolute path there; refused when it would leave the output directory or when
    /// something other than a regular file is in the way.
    private func place(of relativePath: String) throws -> (directory: String, target: String) {
        let components = try ReportPath.components(of: relativePath)
        let root = try DurableFiles.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var directory = root
        for component in components.dropLast() {
            directory = try DurableFiles.resolvedDirectory(directory + "/" + component, shown: relativePath)
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
}
