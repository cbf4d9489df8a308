/// Reads the text form of a request: `name key=value key="quoted value"`. Quoted values are
/// strings (escapes `\"`, `\\`, `\n`, `\t`, `\r`); bare values that read as numbers are numbers,
/// `true` and `false` are booleans, anything else is a string. `id=` sets the request id.
public struct TextRequestParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    static func parse(_ text: String) throws(RequestError) -> Request {
        var parser = TextRequestParser(scalars: Array(text.unicodeScalars))
        return try parser.request()
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func request() throws(RequestError) -> Request {
        skipSpaces()
        let name = word()
        guard !name.isEmpty, current.map(Self.isSpace) ?? true else {
            throw invalid("a text request starts with the signal's name, e.g. `ping`")
        }
        var request = Request(signal: name)
        skipSpaces()
        while current != nil {
            let keyColumn = position + 1
            let key = word()
            guard !key.isEmpty, current == "=" else {
                throw invalid("expected key=value", column: keyColumn)
            }
            // The first word is the signal: a field of that name would be one the JSON form
            // cannot send (no signal has one).
            guard key != "signal" else {
                throw invalid("'signal' is not a field: the first word names the signal", column: keyColumn)
            }
            position += 1
            let value = try fieldValue()
            if key == "id" {
                guard request.id == nil else { throw invalid("the id is given twice", column: keyColumn) }
                request.id = value
            } else {
                guard request.fields[key] == nil else {
                    throw invalid("the field '\(key)' is given twice", column: keyColumn)
                }
                request.fields[key] = value
            }
            guard current.map(Self.isSpace) ?? true else {
                throw invalid("expected a space after the value of '\(key)'")
            }
            skipSpaces()
        }
        return request
    }

    /// A value after `=`: quoted, or bare up to the next space.
    private mutating func fieldValue() throws(RequestError) -> JSONValue {
        guard current == "\"" else {
            let column = position + 1
            let text = word()
            guard current != "\"" else { throw invalid("a quote inside an unquoted value", column: position + 1) }
            guard current != "=" else { throw invalid("'=' inside an unquoted value; quote the value", column: column) }
            return Self.bareValue(text)
        }
        let opening = position + 1
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = current {
            position += 1
            switch scalar {
            case "\"": return .string(String(text))
            case "\\":
                guard let escaped = current else { break }
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "\"", "\\": text.append(escaped)
                default: throw invalid("unknown escape '\\\(escaped)' in a quoted value", column: position - 1)
                }
            default: text.append(scalar)
            }
        }
        throw invalid("the quote opened at column \(opening) is never closed", column: opening)
    }

    /// A bare value's meaning: a boolean, a number, or otherwise the text itself (as `liftctl`
    /// reads `key=value` arguments too).
    public static func bareValue(_ text: String) -> JSONValue {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        if let integer = Int(text) { return .integer(integer) }
        let numeric = !text.isEmpty && text.unicodeScalars.allSatisfy { "0123456789+-.eE".unicodeScalars.contains($0) }
        if numeric, let number = Double(text), number.isFinite { return .number(number) }
        return .string(text)
    }

    /// Characters up to a space, `=`, a quote, or the end.
    private mutating func word() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = current, !Self.isSpace(scalar), scalar != "=", scalar != "\"" {
            text.append(scalar)
            position += 1
        }
        return String(text)
    }

    private mutating func skipSpaces() {
        while let scalar = current, Self.isSpace(scalar) { position += 1 }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private func invalid(_ message: String, column: Int? = nil) -> RequestError {
        RequestError(.invalidText, message, details: ["column": .integer(column ?? position + 1)])
    }
}
