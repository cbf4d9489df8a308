import FoundationEssentials

/// A decoder that answers every request with a placeholder value and tells a
/// `FieldRecorder` which top-level keys were read.
struct RecordingDecoder: Decoder {
    let recorder: FieldRecorder
    let isTopLevel: Bool
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RecordingKeyedContainer<Key>(recorder: recorder, isTopLevel: isTopLevel))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PlaceholderValueContainer(recorder: recorder)
    }

    /// A placeholder `T`: zero, empty, the first case, or one decoded from placeholders.
    static func placeholder<T: Decodable>(_ type: T.Type, recorder: FieldRecorder) throws -> T {
        let values: [Any] = ["", 0, 0.0, false, Date(timeIntervalSince1970: 0)]
        if let value = values.lazy.compactMap({ $0 as? T }).first { return value }
        if let numeric = type as? any AdditiveArithmetic.Type, let value = zero(of: numeric) as? T { return value }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) as? T { return first }
        return try T(from: RecordingDecoder(recorder: recorder, isTopLevel: false))
    }

    private static func zero<T: AdditiveArithmetic>(of _: T.Type) -> Any { T.zero }
    private static func firstCase<T: CaseIterable>(of _: T.Type) -> Any? { T.allCases.first }
}

private struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: FieldRecorder
    let isTopLevel: Bool
    var codingPath: [any CodingKey] = []
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    /// Asked only on the way to an optional value: remember that the key may be absent.
    func decodeNil(forKey key: Key) throws -> Bool {
        if isTopLevel { recorder.markOptional(key.stringValue) }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if isTopLevel { recorder.record(key.stringValue, type, required: true) }
        return try RecordingDecoder.placeholder(type, recorder: recorder)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if isTopLevel { recorder.record(key.stringValue, type, required: false) }
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type, forKey _: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(RecordingKeyedContainer<NestedKey>(recorder: recorder, isTopLevel: false))
    }

    func nestedUnkeyedContainer(forKey _: Key) throws -> any UnkeyedDecodingContainer { EmptyUnkeyedContainer() }
    func superDecoder() throws -> any Decoder { RecordingDecoder(recorder: recorder, isTopLevel: false) }
    func superDecoder(forKey _: Key) throws -> any Decoder { RecordingDecoder(recorder: recorder, isTopLevel: false) }
}

private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] = []
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "placeholder list"))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.valueNotFound(NestedKey.self, .init(codingPath: codingPath, debugDescription: "placeholder list"))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder {
        throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "placeholder list"))
    }
}

private struct PlaceholderValueContainer: SingleValueDecodingContainer {
    let recorder: FieldRecorder
    var codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try RecordingDecoder.placeholder(type, recorder: recorder)
    }
}
