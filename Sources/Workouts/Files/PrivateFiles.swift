#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Files and directories liftd keeps for itself (the database and its log, the state and
/// import directories, uploads): created readable by the user liftd runs as alone, whatever
/// the umask it was started with. Directories are 0700 and files 0600.
public enum PrivateFiles {
    /// The mode of a directory liftd creates for itself.
    public static let directoryMode: mode_t = 0o700
    /// The mode of a file liftd creates for itself.
    public static let fileMode: mode_t = 0o600

    /// Creates the directory at `path` and any missing parents, each 0700. Directories that
    /// already exist keep their mode (an administrator may have opened one on purpose).
    public static func createDirectory(atPath path: String) throws(PrivateFileError) {
        var existing = path
        var missing: [String] = []
        while !existing.isEmpty, !isDirectory(existing) {
            missing.append(existing)
            let parent = PathText.removingLastComponent(existing)
            if parent == existing { break }
            existing = parent
        }
        for directory in missing.reversed() {
            if mkdir(directory, directoryMode) != 0 {
                guard errno == EEXIST, isDirectory(directory) else { throw .failed("mkdir", path: directory, errno) }
                continue
            }
            // mkdir's mode passes through the umask; chmod does not.
            guard chmod(directory, directoryMode) == 0 else { throw .failed("chmod", path: directory, errno) }
        }
    }

    /// Creates the file at `path` empty with mode 0600, or empties the file there and gives
    /// it that mode; never follows a symbolic link.
    public static func createEmptyFile(atPath path: String) throws(PrivateFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw .failed("open", path: path, errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, fileMode) == 0 else { throw .failed("chmod", path: path, errno) }
    }

    /// Creates the file at `path` empty with mode 0600 unless something is there already, in
    /// which case it is left alone. Opens nothing that exists: closing a descriptor of a file
    /// would drop the process's POSIX locks on it, which SQLite relies on.
    public static func createFileIfMissing(atPath path: String) throws(PrivateFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else {
            if errno == EEXIST { return }
            throw .failed("open", path: path, errno)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, fileMode) == 0 else { throw .failed("chmod", path: path, errno) }
    }

    /// Takes every permission of group and others away from the file at `path`, if there
    /// is one; nothing when there is none.
    public static func restrictFile(atPath path: String) throws(PrivateFileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw .failed("stat", path: path, errno)
        }
        guard (status.st_mode & S_IFMT) == S_IFREG, status.st_mode & 0o077 != 0 else { return }
        guard chmod(path, status.st_mode & 0o700) == 0 else { throw .failed("chmod", path: path, errno) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// A file or directory could not be created private, or made private.
public struct PrivateFileError: Error, Equatable, CustomStringConvertible {
    /// The path concerned.
    public let path: String
    /// What failed, e.g. `mkdir: Permission denied`.
    public let reason: String

    static func failed(_ operation: String, path: String, _ number: Int32) -> Self {
        Self(path: path, reason: "\(operation): \(String(cString: strerror(number)))")
    }

    public var description: String { "cannot make '\(path)' private: \(reason)" }
}
