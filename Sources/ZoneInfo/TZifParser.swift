/// What a TZif file says, checked: transitions in strictly ascending order, each naming a
/// local time type that exists, and the footer's rule.
struct TZifContents {
    var transitionInstants: [Int64]
    var transitionOffsets: [ZoneOffset]
    /// The offset before the first transition: time type 0 (RFC 8536 §3.2).
    var initialOffset: ZoneOffset
    var footer: PosixTimeZoneRule?
}

/// Reads TZif files of version 2 and later (RFC 8536), from their 64-bit data block; version 1
/// files and files with leap-second records are refused.
enum TZifParser {
    /// The most seconds east or west of UTC a local time type may have (RFC 8536: -89999 to 93599).
    static let offsetRange = -89_999...93_599

    static func parse(_ bytes: [UInt8], file: String) throws(ZoneInfoError) -> TZifContents {
        var reader = TZifReader(bytes: bytes, file: file)
        let first = try TZifHeader(from: &reader, which: "first")
        guard first.version >= UInt8(ascii: "2") else {
            throw reader.failure(first.version == 0
                ? "a version 1 file (no 64-bit data); liftd reads TZif version 2 and later"
                : "unknown TZif version byte \(first.version)")
        }
        try reader.skip(first.dataBlockSize(timeSize: 4), for: "the version 1 data block")
        let header = try TZifHeader(from: &reader, which: "second")
        try check(header, with: reader)
        try reader.require(header.dataBlockSize(timeSize: 8), for: "the 64-bit data block")

        var instants: [Int64] = []
        instants.reserveCapacity(header.transitionCount)
        for index in 0..<header.transitionCount {
            let instant = try reader.signed64(for: "transition time \(index)")
            if let previous = instants.last, instant <= previous {
                throw reader.failure("transition \(index) (\(instant)) is not after transition \(index - 1) (\(previous))")
            }
            instants.append(instant)
        }
        var typeIndices: [Int] = []
        typeIndices.reserveCapacity(header.transitionCount)
        for index in 0..<header.transitionCount {
            let typeIndex = Int(try reader.byte(for: "transition type \(index)"))
            guard typeIndex < header.typeCount else {
                throw reader.failure("transition \(index) names local time type \(typeIndex), the file has \(header.typeCount)")
            }
            typeIndices.append(typeIndex)
        }
        let types = try readTypes(header, from: &reader)
        try reader.skip(header.leapSecondCount * 12 + header.standardIndicatorCount + header.utIndicatorCount,
                        for: "the indicators")
        let footer = try readFooter(from: &reader)
        return TZifContents(
            transitionInstants: instants, transitionOffsets: typeIndices.map { types[$0] },
            initialOffset: types[0], footer: footer)
    }

    private static func check(_ header: TZifHeader, with reader: TZifReader) throws(ZoneInfoError) {
        guard header.version >= UInt8(ascii: "2") else {
            throw reader.failure("the second header's version byte is \(header.version), not 2 or later")
        }
        guard header.typeCount > 0 else { throw reader.failure("no local time types (typecnt is 0)") }
        guard header.abbreviationByteCount > 0 else { throw reader.failure("no abbreviation bytes (charcnt is 0)") }
        guard header.leapSecondCount == 0 else {
            throw reader.failure("\(header.leapSecondCount) leap-second records (a right/ zone): not supported")
        }
        for (name, count) in [("isutcnt", header.utIndicatorCount), ("isstdcnt", header.standardIndicatorCount)]
        where count != 0 && count != header.typeCount {
            throw reader.failure("\(name) is \(count), neither 0 nor the \(header.typeCount) local time types")
        }
    }

    private static func readTypes(_ header: TZifHeader, from reader: inout TZifReader) throws(ZoneInfoError) -> [ZoneOffset] {
        var raw: [(offset: Int32, isDaylightSaving: Bool, abbreviationIndex: Int)] = []
        for index in 0..<header.typeCount {
            let offset = try reader.signed32(for: "local time type \(index)")
            guard offsetRange.contains(Int(offset)) else {
                throw reader.failure("local time type \(index)'s UTC offset \(offset) s is outside \(offsetRange)")
            }
            let flag = try reader.byte(for: "local time type \(index)")
            guard flag <= 1 else { throw reader.failure("local time type \(index)'s isdst is \(flag), not 0 or 1") }
            let abbreviationIndex = Int(try reader.byte(for: "local time type \(index)"))
            raw.append((offset, flag == 1, abbreviationIndex))
        }
        let abbreviationBytes = try reader.bytes(header.abbreviationByteCount, for: "the abbreviations")
        return try raw.enumerated().map { (index, type) throws(ZoneInfoError) in
            let start = abbreviationBytes.startIndex + type.abbreviationIndex
            guard type.abbreviationIndex < abbreviationBytes.count,
                  let end = abbreviationBytes[start...].firstIndex(of: 0)
            else {
                throw reader.failure("local time type \(index)'s abbreviation (byte \(type.abbreviationIndex) of "
                    + "\(abbreviationBytes.count)) does not end inside the abbreviations")
            }
            return ZoneOffset(secondsFromUTC: Int(type.offset),
                              abbreviation: String(decoding: abbreviationBytes[start..<end], as: UTF8.self),
                              isDaylightSaving: type.isDaylightSaving)
        }
    }

    /// `\n` TZ string `\n` at the end of the file; an empty string means no rule.
    private static func readFooter(from reader: inout TZifReader) throws(ZoneInfoError) -> PosixTimeZoneRule? {
        let start = reader.position
        guard try reader.byte(for: "the footer") == UInt8(ascii: "\n") else {
            throw reader.failure("the footer at byte \(start) does not start with a newline")
        }
        let rest = try reader.bytes(reader.remaining, for: "the footer")
        guard let end = rest.firstIndex(of: UInt8(ascii: "\n")) else {
            throw reader.failure("the footer at byte \(start) does not end with a newline")
        }
        guard end == rest.endIndex - 1 else {
            throw reader.failure("\(rest.endIndex - 1 - end) bytes after the footer's closing newline")
        }
        guard end > rest.startIndex else { return nil }
        do {
            return try PosixTimeZoneRule(String(decoding: rest[rest.startIndex..<end], as: UTF8.self))
        } catch {
            throw reader.failure("the footer's \(error)")
        }
    }
}
