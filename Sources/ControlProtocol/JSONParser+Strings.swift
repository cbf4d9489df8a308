/// Strings: runs of plain bytes, escapes, and `\u` escapes with their surrogate pairs.
extension JSONParser {
    /// A string, its opening quote at `position`. The bytes are valid UTF-8 (`RequestParser`
    /// checks the whole line first).
    mutating func string() throws(Problem) -> String {
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

    /// The four hex digits of a `\u` escape as a number.
    private mutating func hexQuad() throws(Problem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current, let nibble = digit.hexValue else { throw problem("expected four hex digits after \\u") }
            value = value << 4 | nibble
            position += 1
        }
        return value
    }
}

private extension UInt8 {
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
