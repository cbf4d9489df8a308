import Workouts

/// Text with `{{name}}` placeholders, parsed once at load: a webhook's body and header values.
///
/// The names: `signal` (its wire name), `summary` (one line for people), `json` (the whole
/// signal as JSON), `secret` (the configured secret), and any field of the signal, such as
/// `week` or `message`. A name the signal lacks renders as nothing.
public struct WebhookTemplate: Sendable, Equatable {
    /// A stretch of literal text or a placeholder.
    enum Piece: Sendable, Equatable {
        case text(String)
        case placeholder(String)
    }

    let pieces: [Piece]
    /// The template as written.
    public let source: String

    /// Parses `source`; throws a sentence naming the problem for a `{{` never closed or an
    /// empty or malformed name.
    public init(_ source: String) throws(WebhookTemplateError) {
        self.source = source
        var pieces: [Piece] = []
        var rest = Substring(source)
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else {
                throw WebhookTemplateError("'{{' without a closing '}}'")
            }
            let name = afterOpen[..<close.lowerBound].trimmingWhitespace()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw WebhookTemplateError("'{{\(name)}}' is not a placeholder; expected a name such as {{summary}}")
            }
            pieces.append(.placeholder(name))
            rest = afterOpen[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// The placeholder names used, in order.
    public var placeholders: [String] {
        pieces.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    /// The text with each placeholder replaced by `values[name]`, passed through `escape`
    /// unless the name is in `verbatim`; unknown names give nothing.
    public func render(
        _ values: [String: String], escape: (String) -> String = { $0 }, verbatim: Set<String> = []
    ) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .placeholder(let name): verbatim.contains(name) ? values[name] ?? "" : escape(values[name] ?? "")
            }
        }.joined()
    }
}

/// Why a template was refused.
public struct WebhookTemplateError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension WebhookTemplate {
    /// `text` escaped to sit inside a JSON string literal.
    public static func jsonEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
