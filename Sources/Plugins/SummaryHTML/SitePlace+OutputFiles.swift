#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// The files of the output directory a site links to (the health exports): found without
/// following symbolic links, confined to the output directory.
extension SitePlace {
    /// The manifest key of `file`: its input digest, or for a linked output file its identity
    /// and size and change time, so an unchanged export is linked again without reading it.
    func key(of file: SiteFile) throws -> String {
        switch file.source {
        case .rendered(let digest, _): return digest
        case .outputFile(let source):
            var status = stat()
            let path = try outputFile(source)
            guard lstat(path, &status) == 0 else { throw AtomicFileWriter.failure(path, "lstat") }
            return "file:\(status.st_dev):\(status.st_ino):\(status.st_size):\(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
        case .keptDirectory:
            // Never asked: `SiteDirectory.publish` takes the directories to keep out first.
            throw ReportError.invalidValue(field: "path", problem: "'\(file.path)' is a directory to keep, not a file")
        }
    }

    /// The absolute path of the regular file `relative` in the output directory; refused when
    /// it leaves it or is not a regular file.
    func outputFile(_ relative: String) throws -> String {
        let components = try ReportPath.components(of: relative)
        var directory = root
        for component in components.dropLast() {
            guard let resolved = realpath(directory + "/" + component, nil) else {
                throw AtomicFileWriter.failure(relative, "realpath")
            }
            directory = String(cString: resolved)
            free(resolved)
            guard directory.hasPrefix(root == "/" ? "/" : root + "/") else {
                throw ReportError.pathOutsideOutputDirectory(relative)
            }
        }
        let path = directory + "/" + (components.last ?? "")
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw ReportError.pathOutsideOutputDirectory(relative)
        }
        return path
    }

    /// The regular files under `directory` of `outputDirectory`, relative to it and sorted.
    static func files(under directory: String, outputDirectory: String) throws -> [String] {
        let components = try ReportPath.components(of: directory)
        let root = try AtomicFileWriter.resolvedDirectory(outputDirectory, shown: outputDirectory)
        var found: [String] = []
        var pending = [components.joined(separator: "/")]
        while let relative = pending.popLast() {
            var directory = stat()
            guard lstat(root + "/" + relative, &directory) == 0, (directory.st_mode & S_IFMT) == S_IFDIR else { continue }
            for entry in try SiteFiles.names(in: root + "/" + relative) where !entry.hasPrefix(".") {
                var status = stat()
                guard lstat(root + "/" + relative + "/" + entry, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: pending.append(relative + "/" + entry)
                case S_IFREG: found.append(relative + "/" + entry)
                default: continue
                }
            }
        }
        return found.sorted()
    }
}
