import MessageText
/// A `Decoder` over a `ConfigNode`, so plugin options decode with `Decodable`.
///
/// It throws ordinary `DecodingError`s; `ConfigurationProblem(decoding:in:)` turns one into a
/// problem at the node the coding path leads to. Scalars are read the way YAML users expect:
/// `true`/`false`, decimal, `0x` and `0o` integers, and `Duration` as text like `10s`.
public struct NodeDecoder: Decoder {
    /// The node being decoded.
    let node: ConfigNode
    public let codingPath: [any CodingKey]
    public let userInfo: [CodingUserInfoKey: Any]

    /// A decoder for `node` (usually a plugin's options map), passing `userInfo` to types.
    public init(_ node: ConfigNode, userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.init(node, codingPath: [], userInfo: userInfo)
    }

    init(_ node: ConfigNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.node = node
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    public func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let entries = node.entries else {
            throw mismatch(Key.self, expected: "a map")
        }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, entries: entries))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let items = node.items else {
            throw mismatch([ConfigNode].self, expected: "a list")
        }
        return NodeUnkeyedContainer(decoder: self, items: items)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        NodeSingleValueContainer(decoder: self)
    }

    /// A decoder for `child`, reached from this node through `key`.
    func child(_ child: ConfigNode, key: any CodingKey) -> NodeDecoder {
        NodeDecoder(child, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kindDescription)"))
    }

    /// Decodes this node as `T`, reading scalars and durations directly.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Duration.self {
            guard let duration = node.durationValue else {
                throw mismatch(type, expected: DurationText.expected)
            }
            if let typed = duration as? T { return typed }
        }
        return try T(from: self)
    }

    func scalarText(for type: Any.Type, expected: String) throws -> String {
        guard let text = node.scalar, !node.isNull else { throw mismatch(type, expected: expected) }
        return text
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let text = try scalarText(for: type, expected: "a whole number")
        let negative = text.hasPrefix("-")
        let digits = negative || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        let value: T?
        if digits.hasPrefix("0x") {
            value = T(digits.dropFirst(2), radix: 16)
        } else if digits.hasPrefix("0o") {
            value = T(digits.dropFirst(2), radix: 8)
        } else {
            value = T(digits, radix: 10)
        }
        guard let value, !(negative && T.min == 0 && value != 0) else {
            throw mismatch(type, expected: T.min == 0 ? "a whole number ≥ 0" : "a whole number")
        }
        return negative ? 0 - value : value
    }

    func floatingPoint<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let text = try scalarText(for: type, expected: "a number")
        guard let value = T(text) else { throw mismatch(type, expected: "a number") }
        return value
    }

    func boolean() throws -> Bool {
        guard let value = node.booleanValue else { throw mismatch(Bool.self, expected: "true or false") }
        return value
    }

    func string() throws -> String {
        guard let text = node.scalar, !node.isNull else { throw mismatch(String.self, expected: "a string") }
        return text
    }
}

/// The coding key for a position in a list, e.g. to name `command[0]` in a decoding error.
public struct IndexKey: CodingKey {
    public let intValue: Int?
    public var stringValue: String { intValue.map(String.init) ?? "" }
    /// The key of position `index`.
    public init(_ index: Int) { intValue = index }
    public init?(intValue: Int) { self.intValue = intValue }
    public init?(stringValue: String) { nil }
}
