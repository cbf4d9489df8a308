#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Workouts

/// The file operations backups and restores are made durable with: each failure names the
/// file and the system's reason.
enum BackupFiles {
    /// `path` made absolute against the working directory.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return directory == "/" ? "/" + relative : directory + "/" + relative
    }

    /// Up to `count` bytes from the start of the regular file at `path`.
    static func firstBytes(of path: String, count: Int) throws(BackupError) -> [UInt8] {
        let descriptor: Int32
        do { descriptor = try RegularFile.open(path) } catch { throw BackupError("cannot read '\(path)': \(error)") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress?.advanced(by: filled), count - filled) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw failure("read", path) }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes.prefix(filled))
    }

    /// Copies the regular file `source` to the new file `destination` (0600, never through a
    /// symbolic link) and fsyncs the copy.
    static func copyFile(_ source: String, to destination: String) throws(BackupError) {
        let input: Int32
        do { input = try RegularFile.open(source) } catch { throw BackupError("cannot read '\(source)': \(error)") }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, PrivateFiles.fileMode)
        guard output >= 0 else { throw failure("create", destination) }
        defer { close(output) }
        guard fchmod(output, PrivateFiles.fileMode) == 0 else { throw failure("chmod", destination) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("read", source) }
            if count == 0 { break }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes { Glibc.write(output, $0.baseAddress?.advanced(by: written), count - written) }
                if step < 0, errno == EINTR { continue }
                guard step > 0 else { throw failure("write", destination) }
                written += step
            }
        }
        guard fsync(output) == 0 else { throw failure("fsync", destination) }
    }

    /// Gives `path` the owner and group of `model` (the database it replaces, else the
    /// directory it goes in), so the daemon's user can open it after a restore run as root;
    /// nothing when this process may not change owners.
    static func takeOwnership(of path: String, from model: String) throws(BackupError) {
        var status = stat()
        guard stat(model, &status) == 0 else { throw failure("stat", model) }
        guard chown(path, status.st_uid, status.st_gid) == 0 || errno == EPERM else { throw failure("chown", path) }
    }

    /// Fsyncs the file at `path`. Only for files no SQLite connection of this process has
    /// open: closing a descriptor drops the process's locks on the file.
    static func synchronizeFile(_ path: String) throws(BackupError) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("fsync", path) }
    }

    /// Fsyncs the directory `path`, so a rename in it is durable.
    static func synchronizeDirectory(_ path: String) throws(BackupError) {
        let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open directory", path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("fsync directory", path) }
    }

    /// Renames `from` to `to`, replacing nothing: fails when `to` exists.
    static func renameWithoutReplacing(_ from: String, to: String) throws(BackupError) {
        guard !exists(to) else { throw BackupError("'\(to)' exists already") }
        guard rename(from, to) == 0 else { throw failure("rename to '\(to)'", from) }
    }

    /// Whether anything (a file, a link, a directory) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The size in bytes of the file at `path`.
    static func size(_ path: String) throws(BackupError) -> Int {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw failure("stat", path) }
        return Int(status.st_size)
    }

    /// Removes the file at `path`; nothing when there is none.
    static func remove(_ path: String) throws(BackupError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure("remove", path) }
    }

    /// The names in `directory`, sorted; none when it does not exist.
    static func names(in directory: String) throws(BackupError) -> [String] {
        do {
            return (try DirectoryEntries.names(in: directory) ?? []).sorted()
        } catch {
            throw BackupError("\(error)")
        }
    }

    static func failure(_ operation: String, _ path: String) -> BackupError {
        BackupError("cannot \(operation) '\(path)': \(String(cString: strerror(errno)))")
    }
}
