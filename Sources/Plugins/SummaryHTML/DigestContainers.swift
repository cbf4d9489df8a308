/// The containers `DigestEncoder` hands out: each writes into the encoder's bytes, a key
/// before each keyed value. The common kinds of value have their own methods; the others
/// go through `DigestEncoder.encodeValue`.
struct DigestKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { [] }

    private func write(_ key: Key) { encoder.write(DigestEncoder.Mark.key, text: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws {
        write(key)
        encoder.append(DigestEncoder.Mark.null)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        write(key)
        encoder.write(DigestEncoder.Mark.string, text: value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        write(key)
        encoder.write(DigestEncoder.Mark.double, bits: value.bitPattern)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        write(key)
        encoder.write(DigestEncoder.Mark.signed, bits: UInt64(bitPattern: Int64(value)))
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        write(key)
        try encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        write(key)
        encoder.openUnbounded(DigestEncoder.Mark.nested)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        write(key)
        encoder.openUnbounded(DigestEncoder.Mark.nested)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.openUnbounded(DigestEncoder.Mark.superEncoder)
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        write(key)
        encoder.openUnbounded(DigestEncoder.Mark.superEncoder)
        return encoder
    }
}

/// The unkeyed container of `DigestEncoder`: values one after another.
struct DigestUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    mutating func encodeNil() throws {
        count += 1
        encoder.append(DigestEncoder.Mark.null)
    }

    mutating func encode(_ value: String) throws {
        count += 1
        encoder.write(DigestEncoder.Mark.string, text: value)
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        count += 1
        try encoder.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        encoder.openUnbounded(DigestEncoder.Mark.nested)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        encoder.openUnbounded(DigestEncoder.Mark.nested)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        encoder.openUnbounded(DigestEncoder.Mark.superEncoder)
        return encoder
    }
}

/// The single-value container of `DigestEncoder`, where every kind of number ends up.
struct DigestSingleValueContainer: SingleValueEncodingContainer {
    let encoder: DigestEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.append(DigestEncoder.Mark.null) }
    mutating func encode(_ value: Bool) throws { encoder.write(DigestEncoder.Mark.bool, bits: value ? 1 : 0) }
    mutating func encode(_ value: String) throws { encoder.write(DigestEncoder.Mark.string, text: value) }
    mutating func encode(_ value: Double) throws { encoder.write(DigestEncoder.Mark.double, bits: value.bitPattern) }
    mutating func encode(_ value: Float) throws { encoder.write(DigestEncoder.Mark.float, bits: UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int) throws { signed(Int64(value)) }
    mutating func encode(_ value: Int8) throws { signed(Int64(value)) }
    mutating func encode(_ value: Int16) throws { signed(Int64(value)) }
    mutating func encode(_ value: Int32) throws { signed(Int64(value)) }
    mutating func encode(_ value: Int64) throws { signed(value) }
    mutating func encode(_ value: UInt) throws { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { unsigned(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.encodeValue(value) }

    private func signed(_ value: Int64) { encoder.write(DigestEncoder.Mark.signed, bits: UInt64(bitPattern: value)) }
    private func unsigned(_ value: UInt64) { encoder.write(DigestEncoder.Mark.unsigned, bits: value) }
}
