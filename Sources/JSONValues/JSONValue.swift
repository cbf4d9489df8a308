
/// A JSON value held in memory: what crosses the control socket (a request's `id` and
/// fields, a response's result) and the documents exports build in code (a FHIR bundle).
/// Integers keep their exact value; other numbers are `Double`. Encoded with sorted keys, the
/// same value always gives the same bytes.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Whether the value is a scalar (neither an array nor an object), as a request `id` must be.
    public var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whether the value is, or holds at any depth, a number that is infinite or NaN (JSON
    /// text such as `1e309` reads as infinity).
    public var holdsNonFiniteNumber: Bool {
        switch self {
        case .number(let value): !value.isFinite
        case .array(let elements): elements.contains { $0.holdsNonFiniteNumber }
        case .object(let members): members.values.contains { $0.holdsNonFiniteNumber }
        default: false
        }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// The string `value`.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An array of `elements`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object of `elements`; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
