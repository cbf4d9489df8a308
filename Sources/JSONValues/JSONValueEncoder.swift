import FoundationEssentials

/// Encodes an `Encodable` into the `JSONValue` that `JSONOutput` writes for it, without
/// writing text first: a `Date` as an ISO 8601 instant in UTC, every `Double` and `Float`
/// rounded to 0.01 (`JSONOutput.number`), `Data` as base64 and a `URL` as its text, as
/// `JSONEncoder` writes them; a `JSONValue` as itself with its numbers rounded. An infinite
/// or NaN number is refused with `EncodingError.invalidValue` and the coding path to it, as
/// `JSONEncoder` refuses it; a value that encodes nothing is an empty object. With
/// `roundsNumbers` false, numbers keep their full precision: a value to compute from before
/// `JSONOutput` writes it (`JSONOutput.exact`).
struct JSONValueEncoder {
    /// Whether numbers are rounded to 0.01 as `JSONOutput` writes them.
    var roundsNumbers = true

    /// `value` as a JSON value.
    func encode(_ value: some Encodable) throws -> JSONValue {
        try EncodingNode(roundsNumbers: roundsNumbers).slot(for: value, codingPath: []).value
    }
}

/// A value being encoded, filled in by the containers its `Encodable` asks for: nested
/// containers and super encoders hold on to the node they fill.
final class EncodingNode {
    private enum Kind { case empty, single, object, array }

    /// Whether the numbers encoded into this node and the nodes below it are rounded.
    let roundsNumbers: Bool
    private var kind = Kind.empty
    private var single = JSONValue.null
    private var members: [String: EncodedSlot] = [:]
    private var elements: [EncodedSlot] = []

    /// An empty node, rounding numbers when `roundsNumbers`.
    init(roundsNumbers: Bool) {
        self.roundsNumbers = roundsNumbers
    }

    /// What the node holds now; an empty node is an empty object.
    var value: JSONValue {
        switch kind {
        case .empty, .object: .object(members.mapValues(\.value))
        case .single: single
        case .array: .array(elements.map(\.value))
        }
    }

    /// How many elements the node holds as a list.
    var count: Int { elements.count }

    /// Makes the node an object, keeping the members it has if it is one already.
    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        members = [:]
    }

    /// Makes the node a list, keeping the elements it has if it is one already.
    func makeArray() {
        guard kind != .array else { return }
        kind = .array
        elements = []
    }

    /// Sets the member `key` of an object.
    func set(_ slot: EncodedSlot, forKey key: String) { members[key] = slot }

    /// Appends an element to a list.
    func append(_ slot: EncodedSlot) { elements.append(slot) }

    /// Makes the node the single value `value`.
    func setSingle(_ value: JSONValue) {
        kind = .single
        single = value
    }

    /// `value` encoded at `codingPath`: a scalar as it is, anything else in a node of its own.
    func slot(for value: some Encodable, codingPath: [any CodingKey]) throws -> EncodedSlot {
        if let scalar = try scalar(value, codingPath: codingPath) { return .value(scalar) }
        let node = EncodingNode(roundsNumbers: roundsNumbers)
        try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        return .node(node)
    }

    /// The JSON value of `value` when it is a type written without encoding it (strings,
    /// numbers, booleans, dates, data, URLs, JSON values); nil for any other type.
    func scalar(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue? {
        switch value {
        case let string as String: .string(string)
        case let number as Double: try self.number(number, codingPath: codingPath)
        case let whole as Int: .integer(whole)
        case let flag as Bool: .bool(flag)
        case let date as Date: .string(JSONOutput.instant(date))
        case let json as JSONValue: roundsNumbers ? JSONOutput.rounded(json) : json
        case let data as Data: .string(data.base64EncodedString())
        case let url as URL: .string(url.absoluteString)
        default: nil
        }
    }

    /// `number` rounded for JSON (unless the node keeps full precision), or the error for
    /// one JSON cannot express.
    func number(_ number: Double, codingPath: [any CodingKey]) throws -> JSONValue {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, EncodingError.Context(
                codingPath: codingPath, debugDescription: "\(number) is not a number JSON can carry"))
        }
        return .number(roundsNumbers ? JSONOutput.number(number) : number)
    }

    /// A whole number of another width: exact when it fits in an `Int`.
    static func integer(_ value: some BinaryInteger) -> JSONValue {
        Int(exactly: value).map(JSONValue.integer) ?? .number(Double(value))
    }
}

/// A member or element: a value already known, or a node still being filled.
enum EncodedSlot {
    case value(JSONValue)
    case node(EncodingNode)

    /// The value it stands for now.
    var value: JSONValue {
        switch self {
        case .value(let value): value
        case .node(let node): node.value
        }
    }
}

/// The `Encoder` a type's `encode(to:)` is given: it fills one node.
struct NodeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    /// Nothing: no type liftd writes needs context.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(NodeKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return NodeUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        NodeSingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// A key of the encoder's own: `super`, and list indices in coding paths.
struct EncodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
