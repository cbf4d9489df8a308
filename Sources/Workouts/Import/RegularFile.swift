#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Opens the files an import reads. Only regular files: a FIFO, device or directory named by
/// a request or dropped in the inbox is refused, where opening or reading it would block the
/// store (a FIFO's `open` waits for a writer that may never come) or never end.
enum RegularFile {
    /// A descriptor for reading the regular file at `path`; `name` is how errors call it.
    static func open(_ path: String, name: String) throws(ImportError) -> Int32 {
        // Without O_NONBLOCK, opening a FIFO for reading waits until something opens it to write.
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable("cannot open \(name): \(String(cString: strerror(errno)))") }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadable("cannot import \(name): it is not a regular file")
        }
        // Reads of a regular file never wait; the flag goes so that they behave as always.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }
}
