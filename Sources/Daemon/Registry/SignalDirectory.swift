import Configuration
import ControlProtocol
import Plugins
import SignalStore

/// Wire name → signal type, for every signal the configured use cases declare: how text
/// from config, the socket or an `exec` program becomes a typed signal.
public struct SignalDirectory: Sendable {
    private let table: [String: any Signal.Type]
    /// The signals of `table` that have no fields, cast once here rather than per request.
    private let fieldless: [String: any FieldlessSignal.Type]
    /// Each signal's field names, in the order its decoder reads them (as `help` lists them).
    private let fieldNames: [String: [String]]
    /// The internal fields of the signals that declare any: liftd fills them in, never a sender.
    private let internalFields: [String: Set<String>]

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
        fieldNames = table.mapValues { SignalSchema.fields(of: $0).map(\.name) }
        internalFields = table.compactMapValues { $0.internalFields.isEmpty ? nil : $0.internalFields }
    }

    /// An `UnknownFieldError` for the first of `keys` (in sorted order) that the signal named
    /// `name` does not declare; nil when all are declared or no signal has that name.
    public func unknownField(among keys: some Collection<String>, of name: String) -> UnknownFieldError? {
        guard let declared = fieldNames[name] else { return nil }
        guard let unknown = keys.sorted().first(where: { !declared.contains($0) }) else { return nil }
        return UnknownFieldError(signal: name, field: unknown, declared: declared)
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
        for entry in payload.entries ?? [] {
            if let unknown = unknownField(among: [entry.key], of: name) {
                throw ConfigurationProblem(unknown.description, at: entry.keyLocation)
            }
        }
        do {
            return try Self.decode(type, from: NodeDecoder(payload))
        } catch {
            throw ConfigurationProblem(decoding: error, in: payload)
        }
    }

    /// The signal named `name` with `fields`, e.g. from a control socket request, decoded
    /// straight from the parsed values. Of `internalValues` (the sender's uid, say), those
    /// the signal declares among its `internalFields` are filled in: only liftd gives them,
    /// and a request that does is refused as giving an unknown field.
    func decode(
        _ name: String, fields: [String: JSONValue], filling internalValues: [String: JSONValue] = [:]
    ) throws -> any Signal {
        if fields.isEmpty, let type = fieldless[name] {
            return type.init()
        }
        guard let type = table[name] else {
            throw SignalDecodingError.unknownSignal(name, suggestion: Suggestion.nearest(to: name, in: names))
        }
        if let unknown = unknownField(among: fields.keys, of: name) { throw unknown }
        var given = fields
        if let filled = internalFields[name] {
            for (field, value) in internalValues where filled.contains(field) { given[field] = value }
        }
        return try Self.decode(type, from: JSONValueDecoder(.object(given)))
    }

    private static func decode<Decoded: Signal>(_ type: Decoded.Type, from decoder: any Decoder) throws -> Decoded {
        try Decoded(from: decoder)
    }
}

/// A signal named in text that no configured use case declares.
public enum SignalDecodingError: Error, Equatable, CustomStringConvertible {
    /// No declared signal has this wire name; `suggestion` is the nearest one, if any is near.
    case unknownSignal(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownSignal(let name, let suggestion):
            "unknown signal '\(VisibleText.escaped(name))'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        }
    }
}

/// A request or payload names a field its signal does not declare: refused rather than
/// ignored, so a misspelt `weigth=100` never stores a set without its weight.
public struct UnknownFieldError: Error, Equatable, CustomStringConvertible {
    /// The signal's wire name.
    public let signal: String
    /// The field it does not declare.
    public let field: String
    /// The fields it declares, in `help`'s order.
    public let declared: [String]

    public var description: String {
        let fields = declared.isEmpty ? "it takes no fields" : "its fields are " + declared.joined(separator: ", ")
        return "\(signal) has no field '\(VisibleText.escaped(field))'\(Suggestion.hint(for: field, in: declared)); \(fields)"
    }
}
