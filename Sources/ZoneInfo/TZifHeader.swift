/// A TZif header (RFC 8536 §3.1): the version and the six counts of the data block after it.
struct TZifHeader {
    static let size = 44

    let version: UInt8
    let utIndicatorCount: Int
    let standardIndicatorCount: Int
    let leapSecondCount: Int
    let transitionCount: Int
    let typeCount: Int
    let abbreviationByteCount: Int

    /// Reads a header at the reader's position; `which` names it in errors ("first", "second").
    init(from reader: inout TZifReader, which: String) throws(ZoneInfoError) {
        let start = reader.position
        let magic = try reader.bytes(4, for: "the \(which) header's magic")
        guard magic.elementsEqual("TZif".utf8) else {
            throw reader.failure("no \"TZif\" magic at byte \(start): not a zoneinfo file")
        }
        version = try reader.byte(for: "the \(which) header's version")
        try reader.skip(15, for: "the \(which) header")
        utIndicatorCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
        standardIndicatorCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
        leapSecondCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
        transitionCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
        typeCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
        abbreviationByteCount = Int(try reader.unsigned32(for: "the \(which) header's counts"))
    }

    /// The data block's length when times take `timeSize` bytes (4 in version 1's block, 8
    /// after). Counts are below 2^32, so this cannot overflow.
    func dataBlockSize(timeSize: Int) -> Int {
        transitionCount * timeSize + transitionCount + typeCount * 6 + abbreviationByteCount
            + leapSecondCount * (timeSize + 4) + standardIndicatorCount + utIndicatorCount
    }
}
