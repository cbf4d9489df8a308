import Configuration
import ControlProtocol
import Foundation
import Plugins
import SignalStore

/// Wire name → signal type, for every signal the configured use cases declare: how text
/// from config, the socket or an `exec` program becomes a typed signal.
public struct SignalDirectory: Sendable {
    private let table: [String: any Signal.Type]
    /// The signals of `table` that have no fields, cast once here rather than per request.
    private let fieldless: [String: any FieldlessSignal.Type]

    /// The key under which plugins find the directory in their options decoder's `userInfo`.
    public static let userInfoKey = CodingUserInfoKey.named("liftd.signal-directory")

    /// A directory of `types`; for a repeated wire name the first type wins.
    public init(_ types: [any Signal.Type]) {
        var table: [String: any Signal.Type] = [:]
        for type in types where table[type.wireName] == nil {
            table[type.wireName] = type
        }
        self.table = table
        fieldless = table.compactMapValues { $0 as? any FieldlessSignal.Type }
    }

    /// The type whose wire name is `name`.
    public func type(named name: String) -> (any Signal.Type)? { table[name] }

    /// Every signal type, in no particular order.
    var types: some Collection<any Signal.Type> { table.values }

    /// Every wire name, sorted.
    public var names: [String] { table.keys.sorted() }

    /// The signal named `name` with `payload`'s fields, e.g. a schedule's signal.
    public func decode(_ name: String, payload: ConfigNode) throws(ConfigurationProblem) -> any Signal {
        guard let type = table[name] else {
            throw ConfigurationProblem(
                "unknown signal '\(name)'\(Suggestion.hint(for: name, in: names))", at: payload.location)
        }
        do {
            return try Self.decode(type, from: NodeDecoder(payload))
        } catch {
            throw ConfigurationProblem(decoding: error, in: payload)
        }
    }

    /// The signal named `name` from a JSON object of its fields.
    public func decode(_ name: String, json fields: Data) throws -> any Signal {
        guard let type = table[name] else {
            throw SignalDecodingError.unknownSignal(name, suggestion: Suggestion.nearest(to: name, in: names))
        }
        return try Self.decode(type, from: fields)
    }

    /// The signal named `name` with `fields`, e.g. from a control socket request.
    func decode(_ name: String, fields: [String: JSONValue]) throws -> any Signal {
        if fields.isEmpty, let type = fieldless[name] {
            return type.init()
        }
        return try decode(name, json: JSONValue.object(fields).renderedData)
    }

    private static func decode<Decoded: Signal>(_ type: Decoded.Type, from decoder: any Decoder) throws -> Decoded {
        try Decoded(from: decoder)
    }

    private static func decode<Decoded: Signal>(_ type: Decoded.Type, from data: Data) throws -> Decoded {
        try sharedDecoder.decode(Decoded.self, from: data)
    }
}

/// Decodes signals; one is enough, as decoding changes nothing in it.
private let sharedDecoder = JSONDecoder()

/// A signal named in text that no configured use case declares.
public enum SignalDecodingError: Error, Equatable, CustomStringConvertible {
    /// No declared signal has this wire name; `suggestion` is the nearest one, if any is near.
    case unknownSignal(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownSignal(let name, let suggestion):
            "unknown signal '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }
}
