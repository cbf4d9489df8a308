/// Reads strict JSON (RFC 8259) into a `JSONValue`, and says where and why text is not JSON,
/// for error messages with a column. Nesting is bounded, so no request can exhaust the stack,
/// and a member name repeated in one object is refused rather than silently replaced.
/// Requests are small and frequent: reading them directly is much cheaper than a general
/// `Decodable` pass, and stricter (no trailing commas, no repeated names).
///
/// The parser is split by what it reads: containers (`JSONParser+Containers`), strings
/// (`JSONParser+Strings`), and numbers and literals (`JSONParser+Scalars`).
struct JSONParser {
    /// Where and why the text is not JSON, or repeats a member name.
    struct Problem: Error, Equatable {
        /// What kind of problem it is.
        enum Kind: Equatable {
            /// The text breaks JSON's grammar.
            case syntax
            /// An object gives this member name a second time.
            case repeatedName(String)
        }

        /// Zero-based byte offset.
        let offset: Int
        let reason: String
        var kind = Kind.syntax
    }

    let bytes: [UInt8]
    let maximumNesting: Int
    var position = 0

    /// The one JSON value `bytes` hold (surrounded by nothing but whitespace), or the first problem.
    static func parse(_ bytes: [UInt8], maximumNesting: Int) throws(Problem) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumNesting: maximumNesting)
        let value = try parser.value(depth: 0)
        try parser.expectEnd()
        return value
    }

    /// Reads `bytes` as `parse` does and, when they hold an object, passes its members to
    /// `member` in order without building the object; returns whether they hold an object.
    /// `member` answers whether the name is new in the object: when it is not, reading stops
    /// with a `repeatedName` problem at that name.
    static func parseObject(
        _ bytes: [UInt8], maximumNesting: Int, member: (String, JSONValue) -> Bool
    ) throws(Problem) -> Bool {
        var parser = JSONParser(bytes: bytes, maximumNesting: maximumNesting)
        parser.skipWhitespace()
        let isObject = parser.current == UInt8(ascii: "{") && maximumNesting > 0
        if isObject {
            try parser.objectMembers(depth: 1, member)
        } else {
            _ = try parser.value(depth: 0)
        }
        try parser.expectEnd()
        return isObject
    }

    private init(bytes: [UInt8], maximumNesting: Int) {
        self.bytes = bytes
        self.maximumNesting = maximumNesting
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func problem(_ reason: String) -> Problem { Problem(offset: position, reason: reason) }

    /// Any value, at `depth` containers deep.
    mutating func value(depth: Int) throws(Problem) -> JSONValue {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maximumNesting else { throw problem("nested deeper than \(maximumNesting) levels") }
            return current == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || byte.isJSONDigit: return try number()
        case nil: throw problem("the JSON ends where a value was expected")
        default: throw problem("expected a value")
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expectEnd() throws(Problem) {
        skipWhitespace()
        guard position == bytes.count else { throw problem("unexpected text after the JSON value") }
    }
}
