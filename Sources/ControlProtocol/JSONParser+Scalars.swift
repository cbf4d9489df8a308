/// Numbers and the literals `true`, `false` and `null`.
extension JSONParser {
    /// A number: an integer when it is written as one and fits, otherwise a `Double`.
    mutating func number() throws(Problem) -> JSONValue {
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

    /// `word` (`true`, `false` or `null`) at `position`, standing for `value`.
    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Problem) -> JSONValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else { throw problem("expected '\(word)'") }
            position += 1
        }
        return value
    }

    /// One or more decimal digits.
    private mutating func digits() throws(Problem) {
        guard let first = current, first.isJSONDigit else { throw problem("expected a digit") }
        while let byte = current, byte.isJSONDigit { position += 1 }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII decimal digit, as JSON numbers are written with.
    var isJSONDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
