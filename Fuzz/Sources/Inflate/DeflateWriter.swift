/// A small DEFLATE compressor for the fuzzer's round trips: stored blocks and fixed-Huffman
/// blocks with greedy LZ77 matches that may reach back into earlier blocks (RFC 1951). It is
/// written for clarity, not ratio; the Inflater must read whatever it writes.
struct DeflateWriter {
    /// How the data is split into blocks.
    enum Style {
        /// Every block stored.
        case stored
        /// Every block fixed Huffman, with matches.
        case fixed
        /// Fixed Huffman and stored blocks by turns.
        case alternating
        /// Fixed Huffman, literals only.
        case literals
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                      99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                          5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                        1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                            11, 11, 12, 12, 13, 13]

    private var output: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// `data` compressed as raw DEFLATE in blocks of at most `blockSize` bytes (stored ones
    /// at most 65,535), the last one final; empty data is one empty fixed block.
    static func compress(_ data: [UInt8], blockSize: Int, style: Style) -> [UInt8] {
        var writer = DeflateWriter()
        var matches = MatchFinder(data)
        var start = 0
        var index = 0
        repeat {
            let stored = style == .stored || (style == .alternating && index % 2 == 1)
            let end = min(data.count, start + min(max(1, blockSize), stored ? 65_535 : Int.max))
            let final = end == data.count
            if stored {
                writer.storedBlock(data[start..<end], final: final)
            } else {
                writer.fixedBlock(data, start..<end, final: final, matches: &matches, matching: style != .literals)
            }
            start = end
            index += 1
        } while start < data.count
        writer.flushToByte()
        return writer.output
    }

    private mutating func storedBlock(_ bytes: ArraySlice<UInt8>, final: Bool) {
        write(final ? 1 : 0, bits: 1)
        write(0, bits: 2)
        flushToByte()
        output += [UInt8(bytes.count & 0xFF), UInt8(bytes.count >> 8)]
        output += [UInt8(~bytes.count & 0xFF), UInt8((~bytes.count >> 8) & 0xFF)]
        output += bytes
    }

    private mutating func fixedBlock(
        _ data: [UInt8], _ range: Range<Int>, final: Bool, matches: inout MatchFinder, matching: Bool
    ) {
        write(final ? 1 : 0, bits: 1)
        write(1, bits: 2)
        var position = range.lowerBound
        while position < range.upperBound {
            if matching, let match = matches.longestMatch(at: position, end: range.upperBound), match.length >= 3 {
                let lengthIndex = Self.lengthBases.lastIndex { $0 <= match.length } ?? 0
                symbol(257 + lengthIndex)
                write(match.length - Self.lengthBases[lengthIndex], bits: Self.lengthExtraBits[lengthIndex])
                let distanceIndex = Self.distanceBases.lastIndex { $0 <= match.distance } ?? 0
                write(Self.reversed(distanceIndex, bits: 5), bits: 5)
                write(match.distance - Self.distanceBases[distanceIndex], bits: Self.distanceExtraBits[distanceIndex])
                for skipped in position..<position + match.length { matches.note(skipped) }
                position += match.length
            } else {
                matches.note(position)
                symbol(Int(data[position]))
                position += 1
            }
        }
        symbol(256)
    }

    /// Writes `symbol` of the fixed literal/length code (RFC 1951, 3.2.6).
    private mutating func symbol(_ symbol: Int) {
        switch symbol {
        case 0..<144: write(Self.reversed(0x30 + symbol, bits: 8), bits: 8)
        case 144..<256: write(Self.reversed(0x190 + symbol - 144, bits: 9), bits: 9)
        case 256..<280: write(Self.reversed(symbol - 256, bits: 7), bits: 7)
        default: write(Self.reversed(0xC0 + symbol - 280, bits: 8), bits: 8)
        }
    }

    /// Appends the low `bits` of `value`, least significant first.
    private mutating func write(_ value: Int, bits: Int) {
        pending |= UInt64(value & ((1 << bits) - 1)) << UInt64(pendingCount)
        pendingCount += bits
        while pendingCount >= 8 {
            output.append(UInt8(pending & 0xFF))
            pending >>= 8
            pendingCount -= 8
        }
    }

    private mutating func flushToByte() {
        if pendingCount > 0 { write(0, bits: 8 - pendingCount) }
    }

    /// A Huffman code's bits in the order DEFLATE sends them (most significant first).
    private static func reversed(_ code: Int, bits: Int) -> Int {
        (0..<bits).reduce(0) { $0 | ((code >> $1) & 1) << (bits - 1 - $1) }
    }
}

/// Finds earlier occurrences of the three bytes at a position, most recent first, within
/// DEFLATE's 32 KiB window.
struct MatchFinder {
    private let data: [UInt8]
    private var positions: [Int: [Int]] = [:]

    init(_ data: [UInt8]) { self.data = data }

    /// Notes that `position` has been passed, so later matches may refer to it.
    mutating func note(_ position: Int) {
        guard position + 3 <= data.count else { return }
        positions[key(position), default: []].append(position)
    }

    /// The longest match for the bytes at `position` ending before `end`, at most 258 bytes.
    func longestMatch(at position: Int, end: Int) -> (length: Int, distance: Int)? {
        guard position + 3 <= end, let earlier = positions[key(position)] else { return nil }
        var best: (length: Int, distance: Int)?
        for candidate in earlier.reversed().prefix(8) where position - candidate <= 32_768 {
            var length = 0
            while length < 258, position + length < end, data[candidate + length] == data[position + length] { length += 1 }
            if length > (best?.length ?? 0) { best = (length, position - candidate) }
        }
        return best
    }

    private func key(_ position: Int) -> Int {
        Int(data[position]) << 16 | Int(data[position + 1]) << 8 | Int(data[position + 2])
    }
}
