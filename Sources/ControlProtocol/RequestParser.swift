/// Reads a request line in either form: a JSON object (the line starts with `{` or `[`), or
/// the text form `name key=value key="quoted value"`.
enum RequestParser {
    /// How deeply a JSON request may nest arrays and objects.
    static let maximumNesting = 64

    static func parse(_ bytes: [UInt8]) throws(RequestError) -> Request {
        if bytes.contains(0) {
            throw RequestError(.binaryData, "the request contains a NUL byte")
        }
        // ASCII, as nearly every request is, is valid UTF-8 and needs no String to check it.
        guard bytes.allSatisfy({ $0 < 0x80 }) || String(validating: bytes, as: UTF8.self) != nil else {
            throw RequestError(.binaryData, "the request is not valid UTF-8")
        }
        let firstVisible = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let firstVisible else {
            throw RequestError(.emptyLine, "the request is empty")
        }
        if firstVisible == UInt8(ascii: "{") || firstVisible == UInt8(ascii: "[") {
            return try parseJSON(bytes)
        }
        return try TextRequestParser.parse(String(decoding: bytes, as: UTF8.self))
    }

    private static func parseJSON(_ bytes: [UInt8]) throws(RequestError) -> Request {
        // `signal` and `id` are taken out as they are read: a request of nothing else, such
        // as a ping, builds no dictionary at all.
        var signal: JSONValue?, id: JSONValue?, fields: [String: JSONValue] = [:]
        let isObject: Bool
        do throws(JSONParser.Problem) {
            isObject = try JSONParser.parseObject(bytes, maximumNesting: maximumNesting) { name, value in
                switch name {
                case "signal":
                    defer { signal = value }
                    return signal == nil
                case "id":
                    defer { id = value }
                    return id == nil
                default:
                    return fields.updateValue(value, forKey: name) == nil
                }
            }
        } catch {
            let column = error.offset + 1
            let message = switch error.kind {
            case .syntax: "the request is not valid JSON: \(error.reason) at column \(column)"
            case .repeatedName(let name):
                "the request gives \"\(name)\" twice (the second at column \(column)); "
                    + "each name may appear once in an object"
            }
            throw RequestError(.malformedJSON, message, details: ["column": .integer(column)])
        }
        guard isObject else {
            throw RequestError(.malformedJSON, "a JSON request must be an object")
        }
        if let id, !id.isScalar {
            throw RequestError(.invalidID, "the request id must be a string, number, boolean or null")
        }
        if let id, id.holdsNonFiniteNumber {
            throw RequestError(.invalidID, "the request id is a number beyond what a 64-bit float holds (about ±1.8e308)")
        }
        guard case .string(let signal)? = signal, !signal.isEmpty else {
            throw RequestError(.missingSignal, "the request has no \"signal\" naming what to do", id: id)
        }
        if !fields.isEmpty, let field = fields.keys.sorted().first(where: { fields[$0]?.holdsNonFiniteNumber == true }) {
            throw RequestError(
                .invalidField, "\(signal): field '\(field)' holds a number beyond what a 64-bit float holds (about ±1.8e308)",
                id: id)
        }
        return Request(signal: signal, fields: fields, id: id)
    }
}
