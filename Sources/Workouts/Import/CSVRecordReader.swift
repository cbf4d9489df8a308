/// Reads CSV records from a `ByteSource` through one buffer that holds at least the record
/// being read: the memory an import needs does not grow with the file, only with its
/// longest row (at most `maximumRecordLength`).
///
/// Records are read in place: their fields point into `bytes`, which stay valid until the
/// next call to `next`. `generation` changes whenever bytes already read move, so a caller
/// that keeps fields from an earlier record knows when they no longer point at its bytes.
final class CSVRecordReader {
    /// The longest record read: 8 MiB.
    static let maximumRecordLength = 8 * 1_024 * 1_024

    private var source: any ByteSource
    private var storage: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private var atEnd = false
    private var scanner: CSVScanner
    /// Changes each time bytes already read move in memory.
    private(set) var generation = 0
    /// The line the reader has reached in the file, counting from 1.
    var line: Int { scanner.line }

    /// A reader of `source` starting with a buffer of `bufferSize` bytes. The header line is
    /// read at once: it gives the delimiter (`;` when it holds more semicolons than commas
    /// outside quotes, else `,`). A UTF-8 byte order mark before it is passed over.
    init(source: any ByteSource, bufferSize: Int) throws(ImportError) {
        self.source = source
        storage = .allocate(capacity: max(1, bufferSize))
        scanner = CSVScanner(delimiter: UInt8(ascii: ","))
        var firstLineEnd: Int?
        var searched = 0
        var quoted = false
        while firstLineEnd == nil, !atEnd {
            if count >= Self.maximumRecordLength { throw .rowTooLong(line: 1, limit: Self.maximumRecordLength) }
            try fill()
            while searched < count, firstLineEnd == nil {
                let byte = storage[searched]
                if byte == UInt8(ascii: "\"") { quoted.toggle() }
                if !quoted, byte == UInt8(ascii: "\n") { firstLineEnd = searched }
                searched += 1
            }
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let header = bytes[start..<(firstLineEnd ?? count)]
        let semicolons = header.lazy.filter { $0 == UInt8(ascii: ";") }.count
        let commas = header.lazy.filter { $0 == UInt8(ascii: ",") }.count
        scanner = CSVScanner(delimiter: semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ","), offset: start)
    }

    deinit { storage.deallocate() }

    /// The bytes read and not yet dropped; the current record's fields point into them.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.baseAddress, count: count) }

    /// Reads the next record into `record`; returns `false` at the end of the input.
    func next(into record: inout CSVRecord) throws(ImportError) -> Bool {
        while true {
            switch scanner.next(in: bytes, isFinal: atEnd, into: &record) {
            case .record: return true
            case .end: return false
            case .needMore:
                if count - scanner.position >= Self.maximumRecordLength {
                    throw .rowTooLong(line: scanner.line, limit: Self.maximumRecordLength)
                }
                try fill()
            }
        }
    }

    /// Drops the bytes before the record being read, makes room (doubling the buffer when that
    /// record fills more than half of it) and reads once more from the source.
    private func fill() throws(ImportError) {
        let kept = count - scanner.position
        if scanner.position > 0 {
            if kept > 0, let base = storage.baseAddress {
                base.update(from: base + scanner.position, count: kept)
            }
            count = kept
            scanner.shift(by: scanner.position)
            generation += 1
        }
        if kept * 2 > storage.count || storage.count == kept {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: storage.count * 2)
            if let base = larger.baseAddress, let old = storage.baseAddress { base.update(from: old, count: count) }
            storage.deallocate()
            storage = larger
            generation += 1
        }
        let read = try source.read(into: UnsafeMutableBufferPointer(rebasing: storage[count...]))
        if read == 0 { atEnd = true }
        count += read
    }
}
