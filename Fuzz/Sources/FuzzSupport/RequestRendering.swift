import ControlProtocol

/// Writes a parsed request back in either wire form, so a fuzz target can check that reading
/// the written line gives the same request again.
public enum RequestRendering {
    /// `request` as a JSON object line: `signal`, `id` (when there is one) and every field.
    public static func jsonLine(_ request: Request) -> String {
        var members = request.fields
        members["signal"] = .string(request.signal)
        if let id = request.id { members["id"] = id }
        return JSONValue.object(members).rendered
    }

    /// `request` in the text form `name key=value key="quoted"`, strings always quoted; `nil`
    /// when the text form cannot say it (a name holding a space, `=` or quote, a value that
    /// is not a scalar, a NUL byte).
    public static func textLine(_ request: Request) -> String? {
        guard isWord(request.signal), let first = request.signal.unicodeScalars.first, first != "{", first != "[" else {
            return nil
        }
        var line = request.signal
        var members = request.fields.sorted { $0.key < $1.key }
        if let id = request.id { members.append((key: "id", value: id)) }
        for (key, value) in members {
            guard isWord(key), let text = bareOrQuoted(value) else { return nil }
            line += " \(key)=\(text)"
        }
        return line
    }

    /// `value` as the text form writes it after `=`, or `nil` when it cannot.
    private static func bareOrQuoted(_ value: JSONValue) -> String? {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let integer): return String(integer)
        case .number(let number): return number.isFinite ? String(number) : nil
        case .string(let text): return quoted(text)
        case .null, .array, .object: return nil
        }
    }

    private static func quoted(_ text: String) -> String? {
        var line = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": return nil
            case "\"": line += "\\\""
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\t": line += "\\t"
            case "\r": line += "\\r"
            default: line.unicodeScalars.append(scalar)
            }
        }
        return line + "\""
    }

    /// Whether the text form reads `text` as one word: not empty, no space, tab, `=`, quote or NUL.
    private static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { " \t=\"\0".unicodeScalars.contains($0) }
    }
}

extension JSONValue {
    /// The value as writing it as JSON and reading it back gives it: a whole `number` below
    /// 1e15 is written without a fraction, so it comes back as an `integer`.
    public var normalized: JSONValue {
        switch self {
        case .number(let number) where number.isFinite && number == number.rounded() && abs(number) < 1e15:
            return .integer(Int(number))
        case .array(let elements): return .array(elements.map(\.normalized))
        case .object(let members): return .object(members.mapValues(\.normalized))
        default: return self
        }
    }
}

extension Request {
    /// The request with every value `normalized`.
    public var normalized: Request {
        Request(signal: signal, fields: fields.mapValues(\.normalized), id: id?.normalized)
    }
}
