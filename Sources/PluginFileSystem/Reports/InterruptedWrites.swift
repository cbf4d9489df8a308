#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CLinux
import FoundationEssentials
import Plugins

extension AtomicFileWriter {
    /// The name of the temporary file a write of `name` goes through: `.<name>.tmp-<UUID>`.
    static func temporaryName(for name: String) -> String {
        "." + name + ".tmp-" + UUID().uuidString
    }

    /// Whether `name` is a name `temporaryName(for:)` gives.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), let marker = name.ranges(of: ".tmp-").last,
              marker.lowerBound > name.index(after: name.startIndex) else { return false }
        let identifier = name[marker.upperBound...]
        return identifier.utf8.count == 36 && UUID(uuidString: String(identifier)) != nil
    }

    /// Removes the temporary files that writes interrupted by a crash left in the output
    /// directory and the directories below it (a write that fails while liftd runs removes
    /// its own); returns their paths. Only regular files named as the writer names its
    /// temporary files are touched, and symbolic links are not followed, so nothing outside
    /// the output directory and nothing of anyone else's is removed. Run it before any write
    /// starts: a write in flight has its temporary file too.
    public func removeInterruptedWrites() throws(ReportError) -> [String] {
        var removed: [String] = []
        var directories = [outputDirectory]
        while let directory = directories.popLast() {
            guard let names = try DurableFiles.names(in: directory) else { continue }
            for name in names {
                let path = directory + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    directories.append(path)
                case S_IFREG where Self.isTemporaryName(name):
                    guard unlink(path) == 0 || errno == ENOENT else {
                        throw .writeFailed(path: path, reason: "unlink: \(String(cString: strerror(errno)))")
                    }
                    removed.append(path)
                default:
                    continue
                }
            }
        }
        return removed.sorted()
    }
}
