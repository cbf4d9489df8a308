/// Finds where a line stops being strict JSON (RFC 8259), for error messages with a column:
/// Foundation's decoder says only that the data is invalid, and tolerates some non-JSON
/// such as trailing commas. It also bounds nesting, so decoding cannot exhaust the stack.
struct JSONSyntaxCheck {
    /// Where and why the text is not JSON.
    struct Problem: Error, Equatable {
        /// Zero-based byte offset.
        let offset: Int
        let reason: String
    }

    private let bytes: [UInt8]
    private let maximumNesting: Int
    private var position = 0

    /// The first problem in `bytes`, or `nil` if they are exactly one JSON value.
    static func firstProblem(in bytes: [UInt8], maximumNesting: Int) -> Problem? {
        var check = JSONSyntaxCheck(bytes: bytes, maximumNesting: maximumNesting)
        do throws(Problem) {
            try check.value(depth: 0)
            check.skipWhitespace()
            guard check.position == bytes.count else { throw check.problem("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8], maximumNesting: Int) {
        self.bytes = bytes
        self.maximumNesting = maximumNesting
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func problem(_ reason: String) -> Problem { Problem(offset: position, reason: reason) }

    private mutating func value(depth: Int) throws(Problem) {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maximumNesting else { throw problem("nested deeper than \(maximumNesting) levels") }
            try container(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: try number()
        case nil: throw problem("the JSON ends where a value was expected")
        default: throw problem("expected a value")
        }
    }

    /// An object or array, the opening bracket at `position`.
    private mutating func container(depth: Int) throws(Problem) {
        let isObject = current == UInt8(ascii: "{")
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        position += 1
        skipWhitespace()
        if current == closing {
            position += 1
            return
        }
        while true {
            if isObject {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw problem("expected a quoted member name") }
                try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw problem("expected ':' after the member name") }
                position += 1
            }
            try value(depth: depth)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == closing {
                position += 1
                return
            } else {
                throw problem(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }

    private mutating func string() throws(Problem) {
        position += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                try escape()
            case 0..<0x20: throw problem("a control character inside a string must be escaped")
            default: position += 1
            }
        }
        throw problem("the string is never closed")
    }

    private mutating func escape() throws(Problem) {
        guard let byte = current else { throw problem("the string is never closed") }
        guard Array("\"\\/bfnrtu".utf8).contains(byte) else { throw problem("unknown escape in a string") }
        position += 1
        guard byte == UInt8(ascii: "u") else { return }
        for _ in 0..<4 {
            guard let digit = current, digit.isHexDigit else { throw problem("expected four hex digits after \\u") }
            position += 1
        }
    }

    private mutating func number() throws(Problem) {
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(Problem) {
        guard let first = current, first.isDigit else { throw problem("expected a digit") }
        while let byte = current, byte.isDigit { position += 1 }
    }

    private mutating func literal(_ word: String) throws(Problem) {
        for expected in word.utf8 {
            guard current == expected else { throw problem("expected '\(word)'") }
            position += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
