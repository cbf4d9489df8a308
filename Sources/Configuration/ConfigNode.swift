/// One value of a parsed config file, remembering where it was written.
///
/// The tree is what YAML said, before any meaning is given to it: scalars stay text, so
/// each reader decides what a value must be and can say where it went wrong.
public struct ConfigNode: Sendable, Equatable, CustomStringConvertible {
    /// What kind of value a node holds.
    public enum Content: Sendable, Equatable {
        /// Text; `quoted` when written in quotes or as a block, so `"null"` stays text.
        case scalar(String, quoted: Bool)
        /// An ordered list.
        case sequence([ConfigNode])
        /// Key–value pairs in file order.
        case mapping([MappingEntry])
    }

    /// A key and its value in a mapping.
    public struct MappingEntry: Sendable, Equatable {
        /// The key, always a scalar.
        public let key: String
        /// Where the key was written.
        public let keyLocation: SourceLocation
        /// The value.
        public let value: ConfigNode
    }

    /// The value.
    public let content: Content
    /// Where the value starts.
    public let location: SourceLocation

    /// A node holding `content`, written at `location`.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar text, or `nil` for lists and maps.
    public var scalar: String? {
        if case .scalar(let text, _) = content { text } else { nil }
    }

    /// Whether this is YAML's null: an unquoted `null`, `~` or nothing.
    public var isNull: Bool {
        if case .scalar(let text, quoted: false) = content {
            return ["", "~", "null", "Null", "NULL"].contains(text)
        }
        return false
    }

    /// The entries of a mapping, or `nil` for other kinds.
    public var entries: [MappingEntry]? {
        if case .mapping(let entries) = content { entries } else { nil }
    }

    /// The items of a sequence, or `nil` for other kinds.
    public var items: [ConfigNode]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// The value under `key` in a mapping.
    public subscript(key: String) -> ConfigNode? {
        entries?.first { $0.key == key }?.value
    }

    /// What this node is, as error messages name it: "a string", "a list", "a map".
    public var kindDescription: String {
        switch content {
        case .scalar: isNull ? "nothing (null)" : "a scalar '\(scalar ?? "")'"
        case .sequence: "a list"
        case .mapping: "a map"
        }
    }

    public var description: String {
        switch content {
        case .scalar(let text, _): text
        case .sequence(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// An empty map, for plugins listed without options.
    public static func emptyMapping(at location: SourceLocation) -> Self {
        Self(.mapping([]), at: location)
    }
}
