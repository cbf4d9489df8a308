import FuzzSupport
import Workouts

/// Fuzzes `Inflater` (raw DEFLATE). The first byte chooses how the rest is read:
///
/// - bit 7 clear: the rest is a DEFLATE stream (zlib's, from the seeds, then mutated). No
///   stream traps; one never gives more than DEFLATE's most, 1,032 bytes per compressed
///   byte; read in other pieces (bits 0–3 choose them) it gives the same bytes or the same
///   error; and what it gives, compressed again by `DeflateWriter`, inflates back to itself.
/// - bit 7 set: the rest is data, compressed by `DeflateWriter` in blocks of a size bits 0–1
///   choose, stored or fixed Huffman as bits 2–3 choose, then inflated in pieces bits 4–6
///   choose: the inflated bytes equal the data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    guard let selector = bytes.first else { return -1 }
    let rest = Array(bytes.dropFirst())
    if selector & 0x80 != 0 {
        checkRoundTrip(rest, selector: Int(selector))
    } else {
        checkStream(rest, selector: Int(selector))
    }
    return 0
}

/// DEFLATE's largest expansion: a 258-byte copy costs at least two bits (a one-bit length
/// code and a one-bit distance code with no extra bits).
private let maximumExpansion = 1_032

/// How many bytes a source hands out per read, and how many bytes are asked for per read.
private let sourcePieces = [1, 3, 517, Int.max]
private let outputPieces = [1, 7, 4_096, 1 << 16]

private func inflate(_ compressed: [UInt8], sourcePiece: Int, outputPiece: Int, limit: Int) -> Drained {
    drain(
        Inflater(source: MemoryByteSource(compressed, maximumRead: sourcePiece)), piece: outputPiece, limit: limit,
        what: "inflating \(compressed.count) bytes (\(sourcePiece) in, \(outputPiece) out per read)")
}

private func checkStream(_ stream: [UInt8], selector: Int) {
    let limit = maximumExpansion * stream.count
    let whole = inflate(stream, sourcePiece: .max, outputPiece: 1 << 16, limit: limit)
    // Beyond a few windows an output tests nothing new, only slows the fuzzer: the bound is
    // checked, the rest is not repeated.
    guard (whole.bytes?.count ?? 0) <= 1 << 17 else { return }
    let pieces = inflate(
        stream, sourcePiece: sourcePieces[selector & 3], outputPiece: outputPieces[(selector >> 2) & 3], limit: limit)
    invariant(pieces == whole, "read in pieces the stream gives \(pieces), at once \(whole)")
    guard let output = whole.bytes else { return }
    let again = DeflateWriter.compress(output, blockSize: 1 << 20, style: output.count > 1 << 14 ? .stored : .fixed)
    let inflated = inflate(again, sourcePiece: .max, outputPiece: 1 << 16, limit: output.count)
    invariant(inflated == .bytes(output), "\(output.count) inflated bytes compressed again inflate to \(inflated)")
}

private func checkRoundTrip(_ original: [UInt8], selector: Int) {
    let blockSize = [1, 13, 1_000, 1 << 20][selector & 3]
    let style = [DeflateWriter.Style.stored, .fixed, .alternating, .literals][(selector >> 2) & 3]
    let compressed = DeflateWriter.compress(original, blockSize: blockSize, style: style)
    let inflated = inflate(
        compressed, sourcePiece: sourcePieces[(selector >> 4) & 3], outputPiece: outputPieces[(selector >> 5) & 3],
        limit: original.count)
    invariant(
        inflated == .bytes(original),
        "\(original.count) bytes compressed \(style) in blocks of \(blockSize) inflate to \(inflated)")
}
