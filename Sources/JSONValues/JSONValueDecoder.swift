/// A `Decoder` over a `JSONValue` in memory: a request's parsed fields decode straight into
/// its signal, without being written out as text for `JSONDecoder` to parse again.
///
/// Values read as `JSONDecoder` reads the same JSON text with its default strategies, and
/// problems are the same `DecodingError`s, each with the coding path to the value: a key
/// that is not there is `keyNotFound`; `null` where a value belongs is `valueNotFound`; a
/// value of another kind, a fraction where a whole number belongs among them, is
/// `typeMismatch`; a whole number beyond the type's range is `dataCorrupted`. A number
/// written with a fraction or exponent that is whole (`5.0`, `1e3`) reads as a whole number.
/// Other types decode through their own `init(from:)` (a `Date` as seconds since 2001).
public struct JSONValueDecoder: Decoder {
    /// The value being decoded.
    let value: JSONValue
    public let codingPath: [any CodingKey]
    /// Nothing: no type decoded from a request needs context.
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A decoder reading `value`.
    public init(_ value: JSONValue) {
        self.init(value, codingPath: [])
    }

    init(_ value: JSONValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    /// `value` decoded as a `Decoded`.
    public static func decode<Decoded: Decodable>(_ type: Decoded.Type, from value: JSONValue) throws -> Decoded {
        try Decoded(from: JSONValueDecoder(value))
    }

    public func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw problem(for: [String: JSONValue].self, expected: "an object") }
        return KeyedDecodingContainer(JSONValueKeyedContainer<Key>(decoder: self, members: members))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw problem(for: [JSONValue].self, expected: "a list") }
        return JSONValueUnkeyedContainer(decoder: self, elements: elements)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONValueSingleValueContainer(decoder: self)
    }

    /// A decoder for `child`, reached from this value through `key`.
    func child(_ child: JSONValue, key: any CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(child, codingPath: codingPath + [key])
    }

    /// Why this value is not the `type` asked for: `valueNotFound` when it is `null`, else
    /// `typeMismatch`, which says what was `expected` and what was found.
    func problem(for type: Any.Type, expected: String) -> DecodingError {
        if value == .null {
            return .valueNotFound(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(expected), found null"))
        }
        return .typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kindDescription)"))
    }

    func boolean() throws -> Bool {
        guard case .bool(let flag) = value else { throw problem(for: Bool.self, expected: "true or false") }
        return flag
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw problem(for: String.self, expected: "a string") }
        return text
    }

    func floatingPoint<Number: BinaryFloatingPoint>(_ type: Number.Type) throws -> Number {
        switch value {
        case .integer(let whole): return Number(whole)
        case .number(let double):
            let number = Number(double)
            guard number.isFinite || !double.isFinite else {
                throw outOfRange("\(double)", bounds: "±\(Number.greatestFiniteMagnitude)")
            }
            return number
        default: throw problem(for: type, expected: "a number")
        }
    }

    func integer<Whole: FixedWidthInteger>(_ type: Whole.Type) throws -> Whole {
        func beyondRange(_ text: String) -> DecodingError { outOfRange(text, bounds: "\(Whole.min) to \(Whole.max)") }
        switch value {
        case .integer(let whole):
            guard let exact = Whole(exactly: whole) else { throw beyondRange("\(whole)") }
            return exact
        case .number(let double) where double.isFinite && double == double.rounded(.towardZero):
            guard let exact = Whole(exactly: double) else { throw beyondRange("\(double)") }
            return exact
        default:
            throw problem(for: type, expected: "a whole number")
        }
    }

    private func outOfRange(_ text: String, bounds: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "\(text) is out of range (\(bounds))"))
    }
}

extension JSONValue {
    /// What kind of value this is, for errors: `a string`, `a list`, `the number 2.5`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let whole): "the number \(whole)"
        case .number(let double): "the number \(double)"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
