/// Reads big-endian fields from a TZif file's bytes; every read is range-checked and a short
/// file is reported with what was being read and where.
struct TZifReader {
    let bytes: [UInt8]
    let file: String
    private(set) var position = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var remaining: Int { bytes.count - position }

    func failure(_ problem: String) -> ZoneInfoError {
        .malformed(file: file, problem: problem)
    }

    /// Fails unless `count` more bytes are there for `what`.
    func require(_ count: Int, for what: String) throws(ZoneInfoError) {
        guard count <= remaining else {
            throw failure("truncated: \(what) needs \(count) bytes at byte \(position), the file has \(remaining) left")
        }
    }

    mutating func skip(_ count: Int, for what: String) throws(ZoneInfoError) {
        try require(count, for: what)
        position += count
    }

    mutating func byte(for what: String) throws(ZoneInfoError) -> UInt8 {
        try require(1, for: what)
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bytes(_ count: Int, for what: String) throws(ZoneInfoError) -> ArraySlice<UInt8> {
        try require(count, for: what)
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    mutating func unsigned32(for what: String) throws(ZoneInfoError) -> UInt32 {
        try bytes(4, for: what).reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func signed32(for what: String) throws(ZoneInfoError) -> Int32 {
        Int32(bitPattern: try unsigned32(for: what))
    }

    mutating func signed64(for what: String) throws(ZoneInfoError) -> Int64 {
        Int64(bitPattern: try bytes(8, for: what).reduce(0) { $0 << 8 | UInt64($1) })
    }
}
