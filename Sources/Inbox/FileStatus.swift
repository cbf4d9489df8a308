@preconcurrency import Glibc

/// What the inbox reads of files and folders: regular files' sizes and times, and the
/// names in a folder.
enum FileStatus {
    /// The regular file at `path` (not a link, folder or device) as `name`; nil otherwise.
    static func regularFile(at path: String, name: String) -> ImportedFile? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        return ImportedFile(name: name, size: Int64(status.st_size), modifiedNanoseconds: modified)
    }

    /// When the regular file at `path` last changed status (moved into its folder), in
    /// seconds since 1970; nil when it is not a regular file.
    static func statusChangeTime(at path: String) -> Double? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Double(status.st_ctim.tv_sec) + Double(status.st_ctim.tv_nsec) / 1e9
    }

    /// Whether `path` is a folder (following links).
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in the folder at `path`, sorted, without `.` and `..`; nil when it cannot be read.
    static func names(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
