import FoundationEssentials

extension JSONValue {
    /// The value as compact JSON on one line, object keys sorted, so equal values always
    /// render to the same text. Non-finite numbers, which JSON cannot express, become `null`.
    public var rendered: String {
        var text = ""
        render(into: &text)
        return text
    }

    /// The rendered value as UTF-8, e.g. a request's fields for `SignalDirectory.decode(_:json:)`.
    public var renderedData: Data { Data(rendered.utf8) }

    /// The value as a JSON document for a file: keys sorted, each member and element on a
    /// line of its own, indented by two spaces a level (`"key" : value`), an empty list or
    /// object as `[]` or `{}`, with no newline at the end.
    public var renderedDocument: String {
        var text = ""
        render(into: &text, indent: "")
        return text
    }

    /// Renders compactly when `indent` is nil, else as a document whose current line is
    /// indented by `indent`.
    private func render(into text: inout String, indent: String? = nil) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += Self.render(number: value)
        case .string(let value): Self.render(string: value, into: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            text += "["
            let inner = indent.map { $0 + "  " }
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                if let inner { text += "\n" + inner }
                element.render(into: &text, indent: inner)
            }
            if let indent { text += "\n" + indent }
            text += "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{"
            let inner = indent.map { $0 + "  " }
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { text += "," }
                if let inner { text += "\n" + inner }
                Self.render(string: member.key, into: &text)
                text += inner == nil ? ":" : " : "
                member.value.render(into: &text, indent: inner)
            }
            if let indent { text += "\n" + indent }
            text += "}"
        }
    }

    private static func render(number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    private static func render(string: String, into text: inout String) {
        text += "\""
        if string.utf8.allSatisfy({ !needsEscape($0) }) {
            text += string
        } else {
            for scalar in string.unicodeScalars { append(scalar, into: &text) }
        }
        text += "\""
    }

    /// Whether `byte` starts something `render(string:)` must escape: a quote, a backslash,
    /// a control character, or (0xE2) possibly U+2028 or U+2029.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F || byte == 0xE2
    }

    private static func append(_ scalar: Unicode.Scalar, into text: inout String) {
        switch scalar {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case "\u{2028}": text += "\\u2028"
        case "\u{2029}": text += "\\u2029"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            let hex = String(scalar.value, radix: 16)
            text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: text.unicodeScalars.append(scalar)
        }
    }
}
