import Foundation

/// A reply that can give its JSON directly, skipping Foundation's encoder: for small replies
/// sent often, such as `ping`'s. It must render exactly as its `Encodable` form would.
protocol JSONValueRepresentable {
    /// The reply as a JSON value.
    var jsonValue: JSONValue { get }
}

/// Replies as JSON text: dates in ISO 8601, keys sorted, one line.
enum ReplyEncoding {
    /// `reply` encoded.
    static func json(_ reply: any Encodable) throws -> String {
        if let representable = reply as? any JSONValueRepresentable {
            return representable.jsonValue.rendered
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(reply), as: UTF8.self)
    }
}

extension Response {
    /// A successful answer whose result is `encodedResult`, JSON text already rendered on one
    /// line with sorted keys: `{"id":…,"ok":true,"result":…}`.
    static func success(encodedResult: String, id: JSONValue?) -> String {
        let prefix = id.map { #"{"id":"# + $0.rendered + "," } ?? "{"
        return prefix + #""ok":true,"result":"# + encodedResult + "}"
    }
}
