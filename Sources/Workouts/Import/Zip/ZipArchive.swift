#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A ZIP file's central directory, read with `pread(2)`, and its entries' data as byte
/// sources: stored entries as they are, deflated ones through `Inflater`, each checked
/// against its size and CRC-32 at the end. ZIP64 sizes and offsets are read; encrypted
/// entries, other compression methods and entries that would inflate past
/// `maximumExpansion` times their size are refused by name.
public final class ZipArchive {
    /// How many times its compressed size an entry may grow to when inflated, beyond the
    /// first `expansionAllowance` bytes. Health exports compress about twentyfold; DEFLATE
    /// reaches about a thousandfold only on made-up data, such as a ZIP bomb's, which would
    /// keep the importer busy for minutes.
    public static let maximumExpansion: UInt64 = 100
    /// What any entry may inflate to, however small it is compressed.
    public static let expansionAllowance: UInt64 = 64 << 20

    /// One file in the archive.
    public struct Entry: Sendable, Equatable {
        /// Its path inside the archive, e.g. `apple_health_export/export.xml`.
        public var name: String
        /// 0 stored, 8 deflated.
        public var method: Int
        /// Its size compressed, in bytes.
        public var compressedSize: UInt64
        /// Its size uncompressed, in bytes.
        public var size: UInt64
        /// Its CRC-32.
        public var checksum: UInt32
        /// Where its local header starts.
        var headerOffset: UInt64
        /// Its general-purpose flags (bit 0: encrypted).
        var flags: Int
    }

    let descriptor: Int32
    private let name: String
    /// The entries, in directory order.
    public private(set) var entries: [Entry] = []

    /// Opens the ZIP file at `path` (`name` is how errors call it) and reads its directory.
    public init(path: String, name: String) throws(ImportError) {
        descriptor = try RegularFile.open(path, name: name)
        self.name = name
        entries = try readDirectory()
    }

    deinit { close(descriptor) }

    /// The bytes of `entry`, decompressed, checked against its size and CRC-32 as they end.
    public func contents(of entry: Entry) throws(ImportError) -> any ByteSource {
        guard entry.flags & 1 == 0 else { throw malformed("\(entry.name) is encrypted") }
        let expanded = entry.compressedSize.multipliedReportingOverflow(by: Self.maximumExpansion)
        guard expanded.overflow || entry.size <= max(Self.expansionAllowance, expanded.partialValue) else {
            throw .malformed(line: 0, "\(name): \(entry.name) would inflate from \(entry.compressedSize) to \(entry.size) "
                + "bytes, more than \(Self.maximumExpansion) times: refused as a ZIP bomb")
        }
        let header = try bytes(at: entry.headerOffset, count: 30)
        guard Self.integer(header, 0, 4) == 0x0403_4B50 else { throw malformed("no local header for \(entry.name)") }
        let start = entry.headerOffset + 30 + Self.integer(header, 26, 2) + Self.integer(header, 28, 2)
        let raw = ZipRangeSource(archive: self, start: start, count: entry.compressedSize)
        let data: any ByteSource
        switch entry.method {
        case 0: data = raw
        case 8: data = Inflater(source: raw)
        default:
            throw malformed("\(entry.name) uses compression method \(entry.method); only stored (0) and deflated (8) are read")
        }
        return CheckedEntrySource(data: data, entry: entry, archive: name)
    }

    /// `count` bytes at `offset`, or an error when the file ends first.
    func bytes(at offset: UInt64, count: Int) throws(ImportError) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        let read = try result.withUnsafeMutableBufferPointer { buffer throws(ImportError) in
            try self.read(into: buffer, at: offset)
        }
        guard read == count else { throw malformed("the file ends inside a ZIP record at offset \(offset)") }
        return result
    }

    /// Reads up to `buffer.count` bytes at `offset`; fewer only at the end of the file (an
    /// offset past the largest a file can have reads as its end).
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: UInt64) throws(ImportError) -> Int {
        guard offset <= UInt64(Int64.max) - UInt64(buffer.count) else { return 0 }
        var total = 0
        while total < buffer.count {
            let count = pread(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total,
                              off_t(offset) + off_t(total))
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            total += count
        }
        return total
    }

    func malformed(_ reason: String) -> ImportError { .malformed(line: 0, "\(name): not a readable ZIP file: \(reason)") }

    /// A little-endian integer of `width` bytes at `offset` in `bytes`.
    static func integer(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> UInt64 {
        (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}
