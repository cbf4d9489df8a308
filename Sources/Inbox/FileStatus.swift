@preconcurrency import Glibc

/// What the inbox reads of files and folders: regular files' sizes and times, and the
/// names in a folder.
enum FileStatus {
    /// The regular file at `path` (not a link, folder or device) as `name`; nil otherwise.
    static func regularFile(at path: String, name: String) -> ImportedFile? {
        observedFile(at: path, name: name)?.file
    }

    /// The regular file at `path` as `name`, with what tells a change its size and time may
    /// not (a new inode, a status change); nil when it is not a regular file.
    static func observedFile(at path: String, name: String) -> ObservedFile? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // Wrapping, not trapping, for a time past 2262 (`touch -d`): the values are only compared.
        let modified = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_ctim.tv_nsec)
        return ObservedFile(
            file: ImportedFile(name: name, size: Int64(status.st_size), modifiedNanoseconds: modified),
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), changedNanoseconds: changed)
    }

    /// Why the inbox leaves the entry `name` at `path` alone when it is not a regular file: what
    /// it is (a symbolic link, a FIFO, …), or that its name is not UTF-8 (so the name read
    /// from the kernel, its bytes replaced, names nothing); nil for a regular file, a folder
    /// or an entry gone since.
    static func reasonToLeave(_ name: String, at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return name.unicodeScalars.contains("\u{FFFD}") && errno == ENOENT
                ? "its name is not UTF-8: rename it to import it" : nil
        }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return "a symbolic link, which the inbox does not follow: copy or move the file itself in"
        case S_IFIFO: return "a FIFO, not a regular file"
        case S_IFSOCK: return "a socket, not a regular file"
        case S_IFCHR, S_IFBLK: return "a device, not a regular file"
        default: return nil
        }
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
