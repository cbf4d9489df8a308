/// A plugin's map in config, as an `OptionDeclaration` reads it: values by option name,
/// and errors that the registry reports at the value's file:line:col.
public struct OptionReader {
    private let container: KeyedDecodingContainer<OptionKey>
    /// What the daemon gives every plugin's decoder (e.g. the signal directory, the config
    /// file's directory), by key.
    public let userInfo: [CodingUserInfoKey: Any]

    /// Reads the map `decoder` holds.
    init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: OptionKey.self)
        userInfo = decoder.userInfo
    }

    /// The keys the map gives, in its order.
    var names: [String] { container.allKeys.map(\.stringValue) }

    /// Whether the map gives option `name`.
    public func contains(_ name: String) -> Bool { container.contains(OptionKey(name)) }

    /// The value of option `name` as a `Value`; a missing or mistyped value is an error at it.
    public func decode<Value: Decodable>(_ type: Value.Type, _ name: String) throws -> Value {
        try container.decode(type, forKey: OptionKey(name))
    }

    /// The text of option `name` made into a value by `parse`; text it refuses is reported
    /// as an unknown `what`, e.g. `unknown time zone 'Mars/Olympus'`.
    public func decode<Value>(_ name: String, parsing what: String, _ parse: (String) -> Value?) throws -> Value {
        let text = try decode(String.self, name)
        guard let value = parse(text) else { throw problem("unknown \(what) '\(text)'", at: name) }
        return value
    }

    /// The error for required option `name` when the map leaves it out.
    func missing(_ name: String) -> DecodingError {
        DecodingError.keyNotFound(OptionKey(name), DecodingError.Context(
            codingPath: container.codingPath, debugDescription: "missing required key '\(name)'"))
    }

    /// An error about option `name`'s value (or, with `index`, one element of its list),
    /// saying `message`.
    public func problem(_ message: String, at name: String, index: Int? = nil) -> DecodingError {
        var path: [any CodingKey] = container.codingPath + [OptionKey(name)]
        if let index { path.append(OptionKey(index: index)) }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
    }
}

/// The coding key of an option (by name) or of one element of its list (by index).
struct OptionKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}
