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
        let firstVisible = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let firstVisible else {
            throw RequestError(.emptyLine, "the request is empty")
        }
        if firstVisible == UInt8(ascii: "{") || firstVisible == UInt8(ascii: "[") {
            return try parseJSON(bytes)
        }
        return try TextRequestParser.parse(text)
    }

    private static func parseJSON(_ bytes: [UInt8]) throws(RequestError) -> Request {
        let value: JSONValue
        do throws(JSONParser.Problem) {
            value = try JSONParser.parse(bytes, maximumNesting: maximumNesting)
        } catch {
            let column = error.offset + 1
            throw RequestError(.malformedJSON, "the request is not valid JSON: \(error.reason) at column \(column)",
                               details: ["column": .integer(column)])
        }
        guard case .object(var members) = value else {
            throw RequestError(.malformedJSON, "a JSON request must be an object")
        }
        let id = members.removeValue(forKey: "id")
        if let id, !id.isScalar {
            throw RequestError(.invalidID, "the request id must be a string, number, boolean or null")
        }
        if let id, id.holdsNonFiniteNumber {
            throw RequestError(.invalidID, "the request id is a number beyond what a 64-bit float holds (about ±1.8e308)")
        }
        guard case .string(let signal)? = members.removeValue(forKey: "signal"), !signal.isEmpty else {
            throw RequestError(.missingSignal, "the request has no \"signal\" naming what to do", id: id)
        }
        if let field = members.keys.sorted().first(where: { members[$0]?.holdsNonFiniteNumber == true }) {
            throw RequestError(
                .invalidField, "\(signal): field '\(field)' holds a number beyond what a 64-bit float holds (about ±1.8e308)",
                id: id)
        }
        return Request(signal: signal, fields: members, id: id)
    }
}
