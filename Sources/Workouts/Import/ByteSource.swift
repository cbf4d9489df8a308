#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Where an importer reads an export's bytes from, a piece at a time.
public protocol ByteSource {
    /// Reads at most `buffer.count` bytes into `buffer`; returns how many, 0 at the end.
    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int
}

/// Bytes already in memory, handed out at most `maximumRead` at a time.
public struct MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private let maximumRead: Int
    private var offset = 0

    /// A source of `bytes`, giving at most `maximumRead` bytes per read.
    public init(_ bytes: [UInt8], maximumRead: Int = .max) {
        self.bytes = bytes
        self.maximumRead = max(1, maximumRead)
    }

    public mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        let count = min(buffer.count, maximumRead, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            _ = buffer.update(fromContentsOf: source[offset..<offset + count])
        }
        offset += count
        return count
    }
}

/// A file read with `read(2)`; closed when the last copy goes.
public final class FileByteSource: ByteSource {
    private let descriptor: Int32
    private let name: String

    /// Opens the file at `path`, which must be a regular file; `name` is how errors call it.
    public init(path: String, name: String) throws(ImportError) {
        descriptor = try RegularFile.open(path, name: name)
        self.name = name
    }

    deinit { close(descriptor) }

    public func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            guard errno == EINTR else { throw .unreadable("cannot read \(name): \(String(cString: strerror(errno)))") }
        }
    }
}
