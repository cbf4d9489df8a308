/// Writes an `Encodable` value as bytes for a digest: two values of one type that differ give
/// different bytes, and one value gives the same bytes on every run (dictionaries and sets in
/// key order). Much cheaper than JSON for a page's model: numbers are written as their bits,
/// strings after their length, and each nested value between an opening and a closing byte.
final class DigestEncoder: Encoder {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether a nested container or super encoder was asked for: their ends are not marked,
    /// so two values could give the same bytes, and `bytes(of:)` refuses the value.
    private var leftUnbounded = false

    /// A value whose encoding asks for a nested container or a super encoder.
    struct UnboundedValue: Error {}

    /// The bytes of `value`; refused (`UnboundedValue`) when its encoding nests containers
    /// by hand, which page models do not.
    static func bytes(of value: some Encodable) throws -> [UInt8] {
        let encoder = DigestEncoder()
        try encoder.encodeValue(value)
        guard !encoder.leftUnbounded else { throw UnboundedValue() }
        return encoder.bytes
    }

    /// Writes `mark` before a container whose end is not marked, and notes it (see `leftUnbounded`).
    func openUnbounded(_ mark: UInt8) {
        bytes.append(mark)
        leftUnbounded = true
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        bytes.append(Mark.keyed)
        return KeyedEncodingContainer(DigestKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        bytes.append(Mark.unkeyed)
        return DigestUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { DigestSingleValueContainer(encoder: self) }

    /// Writes `value` between an opening and a closing mark; a dictionary or set in order.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        bytes.append(Mark.open)
        if let unordered = value as? any DigestOrdered {
            try unordered.encodeInOrder(to: self)
        } else {
            try value.encode(to: self)
        }
        bytes.append(Mark.close)
    }

    /// Appends one mark byte.
    func append(_ mark: UInt8) { bytes.append(mark) }

    /// Writes `mark` and the 8 bytes of `bits`.
    func write(_ mark: UInt8, bits: UInt64) {
        bytes.append(mark)
        withUnsafeBytes(of: bits.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Writes `mark`, the length of `text` and its UTF-8 bytes.
    func write(_ mark: UInt8, text: String) {
        write(mark, bits: UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// Marks before each kind of value; a value's payload has a fixed size or its length first.
    enum Mark {
        static let open: UInt8 = 0x28, close: UInt8 = 0x29, keyed: UInt8 = 0x7B, unkeyed: UInt8 = 0x5B
        static let key: UInt8 = 0x6B, string: UInt8 = 0x73, signed: UInt8 = 0x69, unsigned: UInt8 = 0x75
        static let double: UInt8 = 0x64, float: UInt8 = 0x66, bool: UInt8 = 0x62, null: UInt8 = 0x6E
        static let nested: UInt8 = 0x4E, superEncoder: UInt8 = 0x53
    }
}

/// Values whose own encoding has no fixed order (dictionaries, sets), written in order instead.
protocol DigestOrdered {
    /// Writes the elements sorted.
    func encodeInOrder(to encoder: DigestEncoder) throws
}

extension Dictionary: DigestOrdered where Key: Encodable & Comparable, Value: Encodable {
    func encodeInOrder(to encoder: DigestEncoder) throws {
        var container = encoder.unkeyedContainer()
        for key in keys.sorted() {
            try container.encode(key)
            if let value = self[key] { try container.encode(value) }
        }
    }
}

extension Set: DigestOrdered where Element: Encodable & Comparable {
    func encodeInOrder(to encoder: DigestEncoder) throws {
        var container = encoder.unkeyedContainer()
        for element in sorted() { try container.encode(element) }
    }
}
