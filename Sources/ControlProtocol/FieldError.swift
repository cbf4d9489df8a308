
/// A request's fields did not decode into its signal: which field, and what was wrong.
public struct FieldError {
    /// `missing-field` or `invalid-field`.
    public let code: ErrorCode
    /// Names the signal and the field, for people.
    public let message: String

    /// Describes `error` from decoding `fields` of `signal`; a value of the wrong type is
    /// quoted (`must be a finite number; got "inf"`).
    public init(_ error: DecodingError, signal: String, fields: [String: JSONValue] = [:]) {
        switch error {
        case .keyNotFound(let key, let context):
            code = .missingField
            message = "\(signal): missing field '\(Self.path(context.codingPath + [key]))'"
        case .typeMismatch(let type, let context):
            code = .invalidField
            let given = context.codingPath.count == 1 ? context.codingPath.first.flatMap { fields[$0.stringValue] } : nil
            message = "\(signal): field '\(Self.path(context.codingPath))' must be \(Self.describe(type))"
                + (given.map { "; got \($0.rendered)" } ?? "")
        case .valueNotFound(let type, let context):
            code = .invalidField
            message = "\(signal): field '\(Self.path(context.codingPath))' must be \(Self.describe(type)), not null"
        case .dataCorrupted(let context):
            code = .invalidField
            message = "\(signal): field '\(Self.path(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            code = .invalidField
            message = "\(signal): \(error)"
        }
    }

    /// The same problem as a request error echoing `id`.
    public func requestError(id: JSONValue?) -> RequestError {
        RequestError(code, message, id: id)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is any BinaryInteger.Type: "a whole number"
        case is any BinaryFloatingPoint.Type: "a finite number"
        default:
            switch String(describing: type) {
            case let name where name.hasPrefix("Array<"): "a list"
            case let name where name.hasPrefix("Dictionary<"): "an object"
            default: "a value of another kind"
            }
        }
    }
}
