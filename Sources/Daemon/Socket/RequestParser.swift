import Foundation

/// Reads a request line in either form: a JSON object (the line starts with `{` or `[`), or
/// the text form `name key=value key="quoted value"`.
enum RequestParser {
    /// How deeply a JSON request may nest arrays and objects.
    static let maximumNesting = 64

    static func parse(_ bytes: [UInt8]) throws(RequestError) -> Request {
        if bytes.contains(0) {
            throw RequestError(.binaryData, "the request contains a NUL byte")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RequestError(.binaryData, "the request is not valid UTF-8")
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            throw RequestError(.emptyLine, "the request is empty")
        }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            return try parseJSON(bytes)
        }
        return try TextRequestParser.parse(text)
    }

    private static func parseJSON(_ bytes: [UInt8]) throws(RequestError) -> Request {
        if let offset = offsetBeyondNesting(bytes) {
            throw RequestError(.malformedJSON, "the request nests deeper than \(maximumNesting) levels",
                               details: ["column": .integer(offset + 1)])
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw malformed(error)
        }
        guard case .object(var members) = value else {
            throw RequestError(.malformedJSON, "a JSON request must be an object")
        }
        let id = members.removeValue(forKey: "id")
        if let id, !id.isScalar {
            throw RequestError(.invalidID, "the request id must be a string, number, boolean or null")
        }
        guard case .string(let signal)? = members.removeValue(forKey: "signal"), !signal.isEmpty else {
            throw RequestError(.missingSignal, "the request has no \"signal\" naming what to do", id: id)
        }
        return Request(signal: signal, fields: members, id: id)
    }

    /// The offset of the first bracket that opens one level too many, ignoring string contents.
    private static func offsetBeyondNesting(_ bytes: [UInt8]) -> Int? {
        var depth = 0, inString = false, escaped = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting { return offset }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// A `malformed-json` error from a decoding failure, with the column when Foundation names it.
    private static func malformed(_ error: any Error) -> RequestError {
        var reason = "the request is not valid JSON"
        var details: [String: JSONValue] = [:]
        if case DecodingError.dataCorrupted(let context) = error {
            let described = context.underlyingError.map { String(describing: $0) } ?? context.debugDescription
            if let column = number(after: "column ", in: described) {
                details["column"] = .integer(column)
                reason += " (near column \(column))"
            }
        }
        return RequestError(.malformedJSON, reason, details: details)
    }

    private static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }
}
