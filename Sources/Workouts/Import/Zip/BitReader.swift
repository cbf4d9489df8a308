/// Reads DEFLATE's bits, least significant first, from a byte source a buffer at a time.
struct BitReader {
    private var source: any ByteSource
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var count = 0
    private var offset = 0
    private var bitBuffer = 0
    private var bitCount = 0
    /// Compressed bytes taken from the source so far.
    private(set) var bytesRead = 0

    /// A reader of `source`.
    init(source: any ByteSource) { self.source = source }

    /// The next `needed` bits (at most 24) as a number, first bit lowest; throws at the end
    /// of the input.
    mutating func bits(_ needed: Int) throws(ImportError) -> Int {
        while bitCount < needed {
            bitBuffer |= Int(try byte()) << bitCount
            bitCount += 8
        }
        let value = bitBuffer & ((1 << needed) - 1)
        bitBuffer >>= needed
        bitCount -= needed
        return value
    }

    /// Drops the bits left of the current byte (before a stored block).
    mutating func alignToByte() {
        bitBuffer = 0
        bitCount = 0
    }

    /// The next whole byte (call `alignToByte` first).
    mutating func byte() throws(ImportError) -> UInt8 {
        if offset == count {
            count = try buffer.withUnsafeMutableBufferPointer { pointer throws(ImportError) in try source.read(into: pointer) }
            offset = 0
            guard count > 0 else { throw .malformed(line: 0, "deflate: the compressed data ends early") }
        }
        let value = buffer[offset]
        offset += 1
        bytesRead += 1
        return value
    }
}
