/// Encodes an object's members by key into a node.
struct NodeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue, _ key: Key) { node.set(.value(value), forKey: key.stringValue) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try node.number(value, codingPath: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try node.number(Double(value), codingPath: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(EncodingNode.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(EncodingNode.integer(value), key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        node.set(try node.slot(for: value, codingPath: codingPath + [key]), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = EncodingKey(stringValue: "super")
        let child = EncodingNode(roundsNumbers: node.roundsNumbers)
        node.set(.node(child), forKey: key.stringValue)
        return NodeEncoder(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(forKey: key) }

    /// An encoder filling a new node that is the member `key`.
    private func encoder(forKey key: Key) -> NodeEncoder {
        let child = EncodingNode(roundsNumbers: node.roundsNumbers)
        node.set(.node(child), forKey: key.stringValue)
        return NodeEncoder(node: child, codingPath: codingPath + [key])
    }
}

/// Encodes a list's elements in order into a node.
struct NodeUnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    var count: Int { node.count }

    private var nextPath: [any CodingKey] { codingPath + [EncodingKey(intValue: node.count)] }

    mutating func encodeNil() throws { node.append(.value(.null)) }
    mutating func encode(_ value: Bool) throws { node.append(.value(.bool(value))) }
    mutating func encode(_ value: String) throws { node.append(.value(.string(value))) }
    mutating func encode(_ value: Double) throws { node.append(.value(try node.number(value, codingPath: nextPath))) }
    mutating func encode(_ value: Float) throws {
        node.append(.value(try node.number(Double(value), codingPath: nextPath)))
    }
    mutating func encode(_ value: Int) throws { node.append(.value(.integer(value))) }
    mutating func encode(_ value: Int8) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: Int16) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: Int32) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: Int64) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: UInt) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: UInt8) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: UInt16) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: UInt32) throws { node.append(.value(EncodingNode.integer(value))) }
    mutating func encode(_ value: UInt64) throws { node.append(.value(EncodingNode.integer(value))) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        node.append(try node.slot(for: value, codingPath: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nextEncoder().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { nextEncoder() }

    /// An encoder filling a new node appended as the next element.
    private func nextEncoder() -> NodeEncoder {
        let path = nextPath
        let child = EncodingNode(roundsNumbers: node.roundsNumbers)
        node.append(.node(child))
        return NodeEncoder(node: child, codingPath: path)
    }
}

/// Encodes one value into a node.
struct NodeSingleValueContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.setSingle(.null) }
    mutating func encode(_ value: Bool) throws { node.setSingle(.bool(value)) }
    mutating func encode(_ value: String) throws { node.setSingle(.string(value)) }
    mutating func encode(_ value: Double) throws { node.setSingle(try node.number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Float) throws {
        node.setSingle(try node.number(Double(value), codingPath: codingPath))
    }
    mutating func encode(_ value: Int) throws { node.setSingle(.integer(value)) }
    mutating func encode(_ value: Int8) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: Int16) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: Int32) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: Int64) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: UInt) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: UInt8) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: UInt16) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: UInt32) throws { node.setSingle(EncodingNode.integer(value)) }
    mutating func encode(_ value: UInt64) throws { node.setSingle(EncodingNode.integer(value)) }

    /// A scalar type as itself; any other type encodes into this same node.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        if let scalar = try node.scalar(value, codingPath: codingPath) {
            node.setSingle(scalar)
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}
