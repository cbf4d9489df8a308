import Foundation

/// A reply that gives its JSON text directly, skipping Foundation's encoder: for small
/// replies sent often, such as `ping`'s. The text must be what its `Encodable` form encodes to.
public protocol RenderedReply {
    /// The reply as compact JSON with sorted keys.
    var renderedJSON: String { get }
}

/// Replies as JSON text: dates in ISO 8601, keys sorted, one line.
public enum ReplyEncoding {
    /// `reply` encoded.
    public static func json(_ reply: any Encodable) throws -> String {
        if let rendered = reply as? any RenderedReply {
            return rendered.renderedJSON
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
    public static func success(encodedResult: String, id: JSONValue?) -> String {
        var line = id.map { #"{"id":"# + $0.rendered + "," } ?? "{"
        let rest = #""ok":true,"result":"#
        // One allocation for the whole line, however long the result.
        line.reserveCapacity(line.utf8.count + rest.utf8.count + encodedResult.utf8.count + 1)
        line += rest
        line += encodedResult
        line += "}"
        return line
    }
}
