/// A request for work: the only way to ask a store to do anything.
///
/// A signal has a stable wire name, used on the control socket and in config, and
/// `Codable` fields, so it can arrive as JSON.
public protocol Signal: Codable, Sendable {
    /// The name this signal goes by outside the process, e.g. `log-set`.
    static var wireName: String { get }
    /// The access a sender needs to send it; `.operator` unless the type says otherwise, so
    /// a signal that forgets to declare it is treated as one that changes data.
    static var access: SignalAccess { get }
    /// Fields only the process itself fills in (a scheduler's firing, say): a request or a
    /// config payload that gives one is refused, and `help` does not list them.
    static var internalFields: Set<String> { get }
    /// What `help name=SIGNAL` says of it: purpose, fields, example (see `SignalDescription`).
    static var about: SignalDescription { get }
}

extension Signal {
    /// Changes data unless the type declares otherwise (see `SignalAccess`).
    public static var access: SignalAccess { .operator }

    /// None: every field may come from outside.
    public static var internalFields: Set<String> { [] }

    /// Nothing: every shipped signal declares its own, which a test checks.
    public static var about: SignalDescription { .undeclared }

    /// The wire name of this signal's type.
    public var wireName: String { Self.wireName }

    /// The identity the routing table files this signal's type under.
    var typeKey: SignalTypeKey { SignalTypeKey(Self.self) }
}

/// Identifies a signal type in routing tables and cycle checks.
public struct SignalTypeKey: Hashable, Sendable, CustomStringConvertible {
    private let identifier: ObjectIdentifier
    /// The wire name of the type.
    public let wireName: String

    /// The key of `type`.
    public init(_ type: any Signal.Type) {
        identifier = ObjectIdentifier(type)
        wireName = type.wireName
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String { wireName }
}
