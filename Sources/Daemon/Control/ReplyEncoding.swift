import Foundation

extension JSONValue {
    /// `reply` as JSON: dates in ISO 8601, keys sorted.
    init(encoding reply: any Encodable) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(reply)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
