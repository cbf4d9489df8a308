/// Decodes an object's members by key.
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let members: [String: JSONValue]

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func childDecoder(_ key: Key) throws -> JSONValueDecoder {
        guard let member = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "no value for the key '\(key.stringValue)'"))
        }
        return decoder.child(member, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try childDecoder(key).value == .null }

    func decode<Decoded: Decodable>(_ type: Decoded.Type, forKey key: Key) throws -> Decoded {
        try Decoded(from: childDecoder(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try childDecoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try childDecoder(key).unkeyedContainer()
    }

    /// The decoder of the member `super` (`null` when there is none), as `JSONDecoder` gives.
    func superDecoder() throws -> any Decoder {
        let key = JSONMemberKey("super")
        return decoder.child(members[key.stringValue] ?? .null, key: key)
    }

    /// The decoder of the member `key` (`null` when there is none), as `JSONDecoder` gives.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(members[key.stringValue] ?? .null, key: key)
    }
}

/// Decodes a list's elements in order.
struct JSONValueUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: JSONValueDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element, moving past it; `valueNotFound` for a `type` when the
    /// list has no more.
    private mutating func nextDecoder(for type: Any.Type) throws -> JSONValueDecoder {
        guard !isAtEnd else { throw endOfList(for: type) }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: JSONIndexKey(currentIndex))
    }

    private func endOfList(for type: Any.Type) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(
            codingPath: codingPath + [JSONIndexKey(currentIndex)],
            debugDescription: "the list has only \(elements.count) elements"))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw endOfList(for: JSONValue?.self) }
        guard elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<Decoded: Decodable>(_ type: Decoded.Type) throws -> Decoded {
        try Decoded(from: nextDecoder(for: type))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder(for: [String: JSONValue].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder(for: [JSONValue].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextDecoder(for: JSONValue.self) }
}

/// Decodes one value: a scalar, or a value that hands itself to its own `init(from:)`.
struct JSONValueSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }
    func decode(_: Bool.Type) throws -> Bool { try decoder.boolean() }
    func decode(_: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
    func decode<Decoded: Decodable>(_ type: Decoded.Type) throws -> Decoded { try Decoded(from: decoder) }
}

/// The coding key of a list's element, `intValue` its position (errors show `[2]`).
struct JSONIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// The coding key of a member named without a `CodingKeys` enum (`super`).
struct JSONMemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
