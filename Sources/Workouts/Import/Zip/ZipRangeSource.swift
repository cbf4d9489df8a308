/// `count` bytes of a ZIP file from `start`, read with `pread(2)`.
struct ZipRangeSource: ByteSource {
    let archive: ZipArchive
    private var position: UInt64
    private let end: UInt64

    /// The bytes `start..<start + count` of `archive`.
    init(archive: ZipArchive, start: UInt64, count: UInt64) {
        self.archive = archive
        position = start
        end = start &+ count
    }

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        let wanted = Int(min(UInt64(buffer.count), end - min(position, end)))
        guard wanted > 0 else { return 0 }
        let count = try archive.read(into: UnsafeMutableBufferPointer(rebasing: buffer[..<wanted]), at: position)
        guard count > 0 else { throw archive.malformed("the file ends inside an entry's data") }
        position += UInt64(count)
        return count
    }
}

/// An entry's data, checked when it ends: exactly its size, with its CRC-32; an error in
/// the data names the archive and the entry.
struct CheckedEntrySource: ByteSource {
    private var data: any ByteSource
    private let entry: ZipArchive.Entry
    private let archive: String
    private var checksum = CRC32()
    private var size: UInt64 = 0

    init(data: any ByteSource, entry: ZipArchive.Entry, archive: String) {
        self.data = data
        self.entry = entry
        self.archive = archive
    }

    mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        let count: Int
        do {
            count = try data.read(into: buffer)
        } catch .malformed(_, let reason) where !reason.hasPrefix("\(archive):") {
            // The inflater's errors name neither the file nor the entry its data came from.
            throw .malformed(line: 0, "\(archive): \(entry.name): \(reason)")
        }
        checksum.update(UnsafeBufferPointer(rebasing: buffer[..<count]))
        size += UInt64(count)
        if count == 0 || size > entry.size {
            guard size == entry.size else {
                // At the end the data is short; before it, it has run past the stated size.
                let held = count == 0 ? "only \(size) bytes" : "more than \(entry.size) bytes"
                throw .malformed(line: 0, "\(archive): \(entry.name) holds \(held), its directory says \(entry.size)")
            }
            guard checksum.value == entry.checksum else {
                throw .malformed(line: 0, "\(archive): \(entry.name) fails its CRC-32 check (corrupt data)")
            }
        }
        return count
    }
}
