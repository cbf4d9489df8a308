@preconcurrency import Glibc

/// The local file `liftctl import` uploads, read from its descriptor in whole chunks: each
/// read fills the chunk unless the file ends first, however the kernel splits the reads (as
/// Foundation's `FileHandle.read(upToCount:)` did), so every chunk but the last is full.
struct UploadFile: Sendable {
    let descriptor: Int32

    /// Opens `path` for reading; `nil`, with `errno` saying why, when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    /// A file already open for reading as `descriptor`, which `close()` closes.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next `count` bytes: fewer only where the file ends, none at its end; `nil` when a
    /// read fails.
    func read(upToCount count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max(count, 0))
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let start = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, start + filled, buffer.count - filled)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            filled += result
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Closes the file.
    func close() {
        _ = Glibc.close(descriptor)
    }
}
