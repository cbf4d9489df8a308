#if canImport(Glibc)
import Glibc
#endif

/// The few file system calls zone loading needs, through libc.
enum FileSystem {
    enum ReadFailure: Error {
        /// Nothing (or a directory) at the path.
        case missing
        case problem(String)
    }

    enum Kind {
        case directory, file, other
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A directory is `.directory` only when it is one itself, not through a link (as Python's
    /// `os.walk` walks); a file may be a link to one.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        if status.st_mode & S_IFMT == S_IFDIR { return .directory }
        if status.st_mode & S_IFMT == S_IFLNK && stat(path, &status) != 0 { return .other }
        return status.st_mode & S_IFMT == S_IFREG ? .file : .other
    }

    /// The names in directory `path`, without `.` and `..`; none when it cannot be read.
    static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Where the symbolic link at `path` points, or nil when it is no link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when `path` is a readable regular file starting with `TZif`.
    static func startsWithTZifMagic(_ path: String) -> Bool {
        guard case .success(let bytes) = read(path, maximumSize: 4, whole: false) else { return false }
        return bytes.elementsEqual("TZif".utf8)
    }

    /// The bytes of the regular file at `path`, refused when larger than `maximumSize`.
    static func readRegularFile(_ path: String, maximumSize: Int) -> Result<[UInt8], ReadFailure> {
        read(path, maximumSize: maximumSize, whole: true)
    }

    /// Up to `maximumSize` bytes of `path`; with `whole`, a larger file is a problem.
    private static func read(_ path: String, maximumSize: Int, whole: Bool) -> Result<[UInt8], ReadFailure> {
        // Non-blocking, so that a FIFO where a zone file should be cannot hang the reader.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let error = errno
            return .failure(error == ENOENT || error == ENOTDIR ? .missing : .problem(describe(error)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.problem(describe(errno))) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(.missing) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.problem("not a regular file")) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while bytes.count <= maximumSize {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.problem(describe(errno)))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        guard bytes.count <= maximumSize else {
            if !whole { return .success(Array(bytes.prefix(maximumSize))) }
            return .failure(.problem("larger than \(maximumSize) bytes, which no zone file is"))
        }
        return .success(bytes)
    }

    private static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
