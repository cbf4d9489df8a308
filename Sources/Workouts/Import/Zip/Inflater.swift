/// DEFLATE (RFC 1951) decompression as a byte source: reads the compressed bytes from
/// another source a buffer at a time and hands out the data, keeping only the 32 KiB
/// window back-references may reach. Stored, fixed and dynamic Huffman blocks are read; a
/// malformed stream throws `ImportError.malformed` naming what is wrong, never traps.
public struct Inflater: ByteSource {
    private static let windowSize = 1 << 15
    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                      99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                          5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                            11, 11, 12, 12, 13, 13]
    /// The order code length code lengths are stored in (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private enum Block {
        case none
        case stored(remaining: Int)
        case huffman(literals: HuffmanTable, distances: HuffmanTable)
    }

    private var bits: BitReader
    private var block = Block.none
    private var lastBlockSeen = false
    private var window = [UInt8](repeating: 0, count: Inflater.windowSize)
    private var windowPosition = 0
    private var produced = 0
    private var copyLength = 0
    private var copyDistance = 0

    /// A decompressor of the raw DEFLATE stream `source` gives (no zlib or gzip header).
    public init(source: any ByteSource) { bits = BitReader(source: source) }

    public mutating func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws(ImportError) -> Int {
        var written = 0
        while written < buffer.count {
            if copyLength > 0 {
                var from = windowPosition - copyDistance
                if from < 0 { from += Self.windowSize }
                emit(window[from], into: buffer, at: &written)
                copyLength -= 1
                continue
            }
            switch block {
            case .none:
                if lastBlockSeen { return written }
                try startBlock()
            case .stored(let remaining):
                if remaining == 0 {
                    block = .none
                } else {
                    emit(try bits.byte(), into: buffer, at: &written)
                    block = .stored(remaining: remaining - 1)
                }
            case .huffman(let literals, let distances):
                let symbol = try literals.decode(&bits)
                if symbol < 256 {
                    emit(UInt8(symbol), into: buffer, at: &written)
                } else if symbol == 256 {
                    block = .none
                } else {
                    try startCopy(lengthSymbol: symbol, distances: distances)
                }
            }
        }
        return written
    }

    private mutating func emit(_ byte: UInt8, into buffer: UnsafeMutableBufferPointer<UInt8>, at written: inout Int) {
        buffer[written] = byte
        written += 1
        window[windowPosition] = byte
        windowPosition = (windowPosition + 1) & (Self.windowSize - 1)
        produced += 1
    }

    private mutating func startCopy(lengthSymbol: Int, distances: HuffmanTable) throws(ImportError) {
        let index = lengthSymbol - 257
        guard index < Self.lengthBases.count else { throw .malformed(line: 0, "deflate: invalid length code \(lengthSymbol)") }
        let length = Self.lengthBases[index] + (try bits.bits(Self.lengthExtraBits[index]))
        let distanceSymbol = try distances.decode(&bits)
        guard distanceSymbol < Self.distanceBases.count else {
            throw .malformed(line: 0, "deflate: invalid distance code \(distanceSymbol)")
        }
        let distance = Self.distanceBases[distanceSymbol] + (try bits.bits(Self.distanceExtraBits[distanceSymbol]))
        guard distance <= produced else {
            throw .malformed(line: 0, "deflate: a distance of \(distance) reaches before the start of the data")
        }
        copyLength = length
        copyDistance = distance
    }

    private mutating func startBlock() throws(ImportError) {
        lastBlockSeen = try bits.bits(1) == 1
        switch try bits.bits(2) {
        case 0:
            bits.alignToByte()
            let length = Int(try bits.byte()) | Int(try bits.byte()) << 8
            let complement = Int(try bits.byte()) | Int(try bits.byte()) << 8
            guard length == ~complement & 0xFFFF else {
                throw .malformed(line: 0, "deflate: a stored block's length does not match its complement")
            }
            block = .stored(remaining: length)
        case 1:
            let (literals, distances) = try Self.fixedTables.get()
            block = .huffman(literals: literals, distances: distances)
        case 2:
            block = try dynamicTables()
        default:
            throw .malformed(line: 0, "deflate: invalid block type 3")
        }
    }

    /// The fixed codes, built once: a stream of empty fixed blocks (ten bits each) built
    /// them again for every block, seconds of work for each 100 KB of input.
    private static let fixedTables = Result { () throws(ImportError) in (try fixedLiterals(), try fixedDistances()) }

    private static func fixedLiterals() throws(ImportError) -> HuffmanTable {
        let lengths = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        return try HuffmanTable(lengths: lengths, what: "fixed literal")
    }

    private static func fixedDistances() throws(ImportError) -> HuffmanTable {
        try HuffmanTable(lengths: [Int](repeating: 5, count: 30), allowsIncomplete: true, what: "fixed distance")
    }

    private mutating func dynamicTables() throws(ImportError) -> Block {
        let literalCount = try bits.bits(5) + 257
        let distanceCount = try bits.bits(5) + 1
        let codeLengthCount = try bits.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .malformed(line: 0, "deflate: a dynamic block declares too many codes")
        }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = try bits.bits(3) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths, what: "code length")
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&bits)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw .malformed(line: 0, "deflate: a repeat code with no length before it")
                }
                lengths += repeatElement(previous, count: 3 + (try bits.bits(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try bits.bits(3)))
            default: lengths += repeatElement(0, count: 11 + (try bits.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .malformed(line: 0, "deflate: code lengths run past the declared count")
        }
        guard lengths[256] != 0 else { throw .malformed(line: 0, "deflate: a dynamic block has no end-of-block code") }
        return .huffman(
            literals: try HuffmanTable(lengths: Array(lengths[..<literalCount]), what: "literal"),
            distances: try HuffmanTable(lengths: Array(lengths[literalCount...]), what: "distance"))
    }
}
