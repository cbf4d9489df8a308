#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The names in a directory, for the parts of liftd that clean up or list what they wrote.
public enum DirectoryEntries {
    /// Why a directory could not be listed: the system's reason (`Permission denied`).
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The directory.
        public let path: String
        /// The system's reason.
        public let reason: String

        public var description: String { "cannot list '\(path)': \(reason)" }
    }

    /// The names in `directory`, `.` and `..` left out, in no order; nil when there is no
    /// directory there.
    public static func names(in directory: String) throws(Failure) -> [String]? {
        guard let stream = opendir(directory) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw Failure(path: directory, reason: String(cString: strerror(errno)))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
