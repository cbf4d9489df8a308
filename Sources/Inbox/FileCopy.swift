@preconcurrency import Glibc

/// Copies a regular file to a new name, keeping its mode and times, and flushing it to disk:
/// a move across file systems, and the inbox's private copy of a file it imports.
enum FileCopy {
    /// Copies the regular file `source` to `target`, which must not exist; returns false when it does.
    /// With `identity` (device, inode), the file opened must be that one, or nothing is copied
    /// (`InboxError.replaced`): a file swapped in after it was seen is never taken for it.
    static func copy(
        _ source: String, toNew target: String, identity: (device: UInt64, inode: UInt64)? = nil
    ) throws(InboxError) -> Bool {
        // Never a link, and never waiting: a FIFO put in the file's place is refused, not opened.
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard input >= 0 else { throw InboxError.systemCall("open", path: source, errorNumber: errno) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw InboxError.systemCall("fstat", path: source, errorNumber: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw InboxError.systemCall("open", path: source, errorNumber: EINVAL) }
        if let identity, identity != (UInt64(status.st_dev), UInt64(status.st_ino)) { throw InboxError.replaced(path: source) }
        let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o777)
        guard output >= 0 else {
            if errno == EEXIST { return false }
            throw InboxError.systemCall("open", path: target, errorNumber: errno)
        }
        do throws(InboxError) {
            try pump(from: input, to: output, source: source, target: target)
            var times = [status.st_atim, status.st_mtim]
            _ = futimens(output, &times)
            guard fsync(output) == 0 else { throw InboxError.systemCall("fsync", path: target, errorNumber: errno) }
            close(output)
            return true
        } catch {
            close(output)
            unlink(target)
            throw error
        }
    }

    private static func pump(from input: Int32, to output: Int32, source: String, target: String) throws(InboxError) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw InboxError.systemCall("read", path: source, errorNumber: errno) }
            if count == 0 { return }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes { bytes in
                    bytes.baseAddress.map { write(output, $0 + written, count - written) } ?? -1
                }
                if step < 0, errno == EINTR { continue }
                guard step > 0 else { throw InboxError.systemCall("write", path: target, errorNumber: errno) }
                written += step
            }
        }
    }
}
