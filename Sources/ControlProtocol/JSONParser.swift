/// Reads strict JSON (RFC 8259) into a `JSONValue`, and says where and why text is not JSON,
/// for error messages with a column. Nesting is bounded, so no request can exhaust the stack.
/// Requests are small and frequent: reading them directly is much cheaper than a general
/// `Decodable` pass, and stricter (no trailing commas).
struct JSONParser {
    /// Where and why the text is not JSON.
    struct Problem: Error, Equatable {
        /// Zero-based byte offset.
        let offset: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private let maximumNesting: Int
    private var position = 0

    /// The one JSON value `bytes` hold (surrounded by nothing but whitespace), or the first problem.
    static func parse(_ bytes: [UInt8], maximumNesting: Int) throws(Problem) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maximumNesting: maximumNesting)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.problem("unexpected text after the JSON value") }
        return value
    }

    /// Reads `bytes` as `parse` does and, when they hold an object, passes its members to
    /// `member` in order (a repeated name is passed again) without building the object;
    /// returns whether they hold an object.
    static func parseObject(
        _ bytes: [UInt8], maximumNesting: Int, member: (String, JSONValue) -> Void
    ) throws(Problem) -> Bool {
        var parser = JSONParser(bytes: bytes, maximumNesting: maximumNesting)
        parser.skipWhitespace()
        let isObject = parser.current == UInt8(ascii: "{") && maximumNesting > 0
        if isObject {
            try parser.objectMembers(depth: 1, member)
        } else {
            _ = try parser.value(depth: 0)
        }
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.problem("unexpected text after the JSON value") }
        return isObject
    }

    private init(bytes: [UInt8], maximumNesting: Int) {
        self.bytes = bytes
        self.maximumNesting = maximumNesting
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func problem(_ reason: String) -> Problem { Problem(offset: position, reason: reason) }

    private mutating func value(depth: Int) throws(Problem) -> JSONValue {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maximumNesting else { throw problem("nested deeper than \(maximumNesting) levels") }
            return current == UInt8(ascii: "{") ? try object(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: return try number()
        case nil: throw problem("the JSON ends where a value was expected")
        default: throw problem("expected a value")
        }
    }

    /// An object, its `{` at `position`. A repeated member name keeps the last value.
    private mutating func object(depth: Int) throws(Problem) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try objectMembers(depth: depth) { members[$0] = $1 }
        return .object(members)
    }

    /// The members of an object, its `{` at `position`, each passed to `member` in order.
    private mutating func objectMembers(depth: Int, _ member: (String, JSONValue) -> Void) throws(Problem) {
        try elements(closing: UInt8(ascii: "}")) { parser throws(Problem) in
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: "\"") else { throw parser.problem("expected a quoted member name") }
            let name = try parser.string()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.problem("expected ':' after the member name") }
            parser.position += 1
            member(name, try parser.value(depth: depth))
        }
    }

    /// An array, its `[` at `position`.
    private mutating func array(depth: Int) throws(Problem) -> JSONValue {
        var values: [JSONValue] = []
        try elements(closing: UInt8(ascii: "]")) { parser throws(Problem) in
            values.append(try parser.value(depth: depth))
        }
        return .array(values)
    }

    /// The comma-separated elements of an object or array up to `closing`, each read by `element`.
    private mutating func elements(
        closing: UInt8, _ element: (inout JSONParser) throws(Problem) -> Void
    ) throws(Problem) {
        position += 1
        skipWhitespace()
        if current == closing {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == closing {
                position += 1
                return
            } else {
                throw problem(closing == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }

    /// A string, its opening quote at `position`. The bytes are valid UTF-8 (`RequestParser`
    /// checks the whole line first).
    private mutating func string() throws(Problem) -> String {
        position += 1
        let start = position
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            position += 1
        }
        if current == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<position - 1], as: UTF8.self)
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return text
            case UInt8(ascii: "\\"):
                position += 1
                text.unicodeScalars.append(try escape())
            case 0..<0x20: throw problem("a control character inside a string must be escaped")
            default:
                let run = position
                while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), next >= 0x20 {
                    position += 1
                }
                text += String(decoding: bytes[run..<position], as: UTF8.self)
            }
        }
        throw problem("the string is never closed")
    }

    /// The character an escape stands for, its backslash just before `position`.
    private mutating func escape() throws(Problem) -> Unicode.Scalar {
        guard let byte = current else { throw problem("the string is never closed") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            position -= 1
            throw problem("unknown escape in a string")
        }
    }

    /// The scalar of a `\u` escape (a surrogate pair takes two), its `u` just before `position`.
    private mutating func unicodeEscape() throws(Problem) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                throw problem("expected the second half of a \\u surrogate pair")
            }
            position += 2
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw problem("expected the second half of a \\u surrogate pair") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
        }
        guard let scalar = Unicode.Scalar(first) else { throw problem("a \\u escape names half a surrogate pair") }
        return scalar
    }

    private mutating func hexQuad() throws(Problem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current, let nibble = digit.hexValue else { throw problem("expected four hex digits after \\u") }
            value = value << 4 | nibble
            position += 1
        }
        return value
    }

    /// A number: an integer when it is written as one and fits, otherwise a `Double`.
    private mutating func number() throws(Problem) -> JSONValue {
        let start = position
        var isInteger = true
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        return .number(Double(text) ?? .nan)
    }

    private mutating func digits() throws(Problem) {
        guard let first = current, first.isDigit else { throw problem("expected a digit") }
        while let byte = current, byte.isDigit { position += 1 }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Problem) -> JSONValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else { throw problem("expected '\(word)'") }
            position += 1
        }
        return value
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// The value of a hex digit, or `nil` if the byte is not one.
    var hexValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
