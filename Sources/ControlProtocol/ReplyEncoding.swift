import FoundationEssentials
import Synchronization

/// A reply that gives its JSON text directly, skipping the encoder: for small replies sent
/// often, such as `ping`'s. The text must be what `JSONOutput.line` writes for its
/// `Encodable` form (rendering a `JSONValue` built of the same members gives exactly that).
public protocol RenderedReply: SendableMetatype {
    /// The reply as compact JSON with sorted keys.
    var renderedJSON: String { get }
}

/// Replies as JSON text, one line, as `JSONOutput` writes every JSON text: instants in ISO
/// 8601 UTC, keys sorted, numbers to 0.01.
public enum ReplyEncoding {
    /// How each reply type met so far renders itself, if it does, known by the type's
    /// identity. Asking the runtime whether a reply conforms to `RenderedReply` searches its
    /// conformance cache each time: a tenth of `ping`'s processor time in user space.
    private static let renderers = Mutex<[ObjectIdentifier: SelfRendering]>([:])

    /// `reply` encoded.
    public static func json(_ reply: any Encodable) throws -> String {
        if let rendered = renderer(for: reply).render(reply) {
            return rendered
        }
        return try JSONOutput.line(reply)
    }

    private static func renderer(for reply: any Encodable) -> SelfRendering {
        let type = ObjectIdentifier(Swift.type(of: reply))
        if let known = renderers.withLock({ $0[type] }) { return known }
        let learned = (reply as? any RenderedReply).map { SelfRendering(as: $0) } ?? .encoderOnly
        renderers.withLock { $0[type] = learned }
        return learned
    }
}

/// How replies of one type render themselves: by a cast to that very type (a comparison of
/// types, no conformance search), or not at all.
private struct SelfRendering: Sendable {
    static let encoderOnly = SelfRendering { _ in nil }

    let render: @Sendable (any Encodable) -> String?

    init(render: @escaping @Sendable (any Encodable) -> String?) {
        self.render = render
    }

    /// Renders replies of `Reply`'s type, the type of `example`.
    init<Reply: RenderedReply>(as example: Reply) {
        render = { ($0 as? Reply)?.renderedJSON }
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
