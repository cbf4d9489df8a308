/// A canonical Huffman code of DEFLATE (RFC 1951, 3.2.2), decoded a bit at a time from the
/// number of codes of each length: the symbols in code order and the count per length.
struct HuffmanTable {
    /// How many codes have each length, 0 through 15.
    private var counts = [Int](repeating: 0, count: 16)
    /// The symbols ordered by code.
    private var symbols: [Int] = []

    /// The code whose symbol `n` has code length `lengths[n]` (0: unused). Throws when the
    /// lengths over-subscribe the code space, or leave it incomplete with more than one code
    /// unless `allowsIncomplete` (the fixed distance code, 30 of 32 five-bit codes).
    init(lengths: [Int], allowsIncomplete: Bool = false, what: String) throws(ImportError) {
        for length in lengths { counts[length] += 1 }
        var left = 1
        for length in 1...15 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw .malformed(line: 0, "deflate: the \(what) code lengths are over-subscribed") }
        }
        let used = lengths.count - counts[0]
        if left > 0, used > 1, !allowsIncomplete {
            throw .malformed(line: 0, "deflate: the \(what) code lengths are incomplete")
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: used)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        counts[0] = 0
    }

    /// The next symbol read from `bits`.
    func decode(_ bits: inout BitReader) throws(ImportError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try bits.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .malformed(line: 0, "deflate: a code matches no symbol")
    }
}
