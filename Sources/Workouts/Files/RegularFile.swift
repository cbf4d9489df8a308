#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Opens and reads files named from outside (an import, a config file, a secret). Only
/// regular files: a FIFO, device or directory is refused, where opening or reading it would
/// block (a FIFO's `open` waits for a writer that may never come) or never end (`/dev/zero`).
public enum RegularFile {
    /// Why a file was not opened or read.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// `open` or `read` failed; the reason is the system's (`No such file or directory`).
        case failed(String)
        /// The path names a FIFO, socket, device or directory.
        case notRegular
        /// The file holds more than `limit` bytes.
        case tooLarge(size: Int, limit: Int)

        /// The reason, as a clause about the file: `it is not a regular file`.
        public var description: String {
            switch self {
            case .failed(let reason): reason
            case .notRegular: "it is not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes; at most \(limit) are read"
            }
        }
    }

    /// A descriptor for reading the regular file at `path`; with `acceptingPipes`, a pipe or
    /// FIFO too (for a one-shot command reading `/dev/stdin`: its reads wait for the writer,
    /// and a FIFO no writer has opened reads as empty).
    public static func open(_ path: String, acceptingPipes: Bool = false) throws(Refusal) -> Int32 {
        // Without O_NONBLOCK, opening a FIFO for reading waits until something opens it to write.
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .failed(String(cString: strerror(errno))) }
        var status = stat()
        let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        guard kind == S_IFREG || (acceptingPipes && kind == S_IFIFO) else {
            close(descriptor)
            throw .notRegular
        }
        // Reads of a regular file never wait; the flag goes so that they behave as always.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The bytes of the regular file at `path` (or, with `acceptingPipes`, of a pipe),
    /// refused when it holds more than `limit`.
    public static func contents(of path: String, limit: Int, acceptingPipes: Bool = false) throws(Refusal) -> [UInt8] {
        let descriptor = try open(path, acceptingPipes: acceptingPipes)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failed(String(cString: strerror(errno)))
            }
            guard bytes.count + count <= limit else {
                var status = stat()
                let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : bytes.count + count
                throw .tooLarge(size: max(size, bytes.count + count), limit: limit)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

extension RegularFile {
    /// `open(path)` for an import: errors say `name` (how the request called the file).
    static func open(_ path: String, name: String) throws(ImportError) -> Int32 {
        do {
            return try open(path)
        } catch .notRegular {
            throw .unreadable("cannot import \(name): it is not a regular file")
        } catch {
            throw .unreadable("cannot open \(name): \(error)")
        }
    }
}
