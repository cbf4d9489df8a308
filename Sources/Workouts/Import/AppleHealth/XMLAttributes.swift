/// The attributes of one start tag, `name="value"` or `name='value'`, with the five named
/// entities and numeric character references decoded.
struct XMLAttributes {
    /// The element's name.
    let element: String
    private let values: [String: String]

    /// Reads a tag's bytes as `XMLTagScanner` hands them out; throws naming `line` when
    /// an attribute is not `name="value"`.
    init(tag: [UInt8], line: Int) throws(ImportError) {
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while index < tag.count, !isSpace(tag[index]) { index += 1 }
        element = String(decoding: tag[0..<index], as: UTF8.self)
        var values: [String: String] = [:]
        while true {
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            guard index < tag.count else { break }
            let nameStart = index
            while index < tag.count, tag[index] != UInt8(ascii: "="), !isSpace(tag[index]) { index += 1 }
            let name = String(decoding: tag[nameStart..<index], as: UTF8.self)
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            guard index + 1 < tag.count, tag[index] == UInt8(ascii: "=") else {
                throw .malformed(line: line, "attribute '\(name)' of <\(element)> has no value")
            }
            index += 1
            while index < tag.count, isSpace(tag[index]) { index += 1 }
            guard index < tag.count, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") else {
                throw .malformed(line: line, "attribute '\(name)' of <\(element)> is not quoted")
            }
            let quote = tag[index]
            index += 1
            let valueStart = index
            while index < tag.count, tag[index] != quote { index += 1 }
            guard index < tag.count else { throw .malformed(line: line, "attribute '\(name)' of <\(element)> is not closed") }
            // XML allows an attribute once per tag; which of two values to take is not ours to guess.
            guard values[name] == nil else { throw .malformed(line: line, "attribute '\(name)' of <\(element)> is given twice") }
            values[name] = Self.decodingEntities(String(decoding: tag[valueStart..<index], as: UTF8.self))
            index += 1
        }
        self.values = values
    }

    /// The value of attribute `name`, if the tag has it.
    subscript(name: String) -> String? { values[name] }

    /// `text` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and `&#…;` decoded; an
    /// unknown entity is kept as written.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[String(name)] {
                result += character
            } else if name.hasPrefix("#"), let code = name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
