import Configuration
import MessageText
import SignalStore

/// The signals a store handles, as `help` describes them: fields and their types from each
/// type's decoder (`SignalSchema`), its access level from the type, and the rest from its
/// `SignalDescription`, nothing written twice.
public struct SignalCatalogue: Sendable {
    /// The signal types, by wire name (the first of a repeated name wins, as in routing).
    private let types: [String: any Signal.Type]
    /// The declared default of an option of the plugin handling a signal, as people read it:
    /// (signal's wire name, option) → text; nil when no configured plugin declares it.
    private let optionDefault: @Sendable (String, String) -> String?

    /// A catalogue of `signals`; `optionDefault` words the defaults fields take from options.
    public init(
        _ signals: [any Signal.Type],
        optionDefault: @escaping @Sendable (String, String) -> String? = { _, _ in nil }
    ) {
        var types: [String: any Signal.Type] = [:]
        for type in signals where types[type.wireName] == nil { types[type.wireName] = type }
        self.types = types
        self.optionDefault = optionDefault
    }

    /// Every signal, people's first and the internal ones apart.
    public var listing: SignalListing {
        let entries = types.values.sorted { $0.wireName < $1.wireName }.map { type in
            (type.about.isInternal,
             SignalHelp(signal: type.wireName, purpose: type.about.purpose,
                        access: AccessPolicy.requiredLevel(for: type).rawValue, fields: SignalSchema.fields(of: type)))
        }
        return SignalListing(commands: entries.filter { !$0.0 }.map(\.1), internal: entries.filter(\.0).map(\.1))
    }

    /// What `help` answers: the listing, or with `name=` that signal's page.
    public func answer(to help: Help) throws(HelpError) -> any Encodable & Sendable {
        guard let name = help.name else { return listing }
        return try page(for: name)
    }

    /// The page of the signal named `name`; an unknown name is refused with the nearest known.
    public func page(for name: String) throws(HelpError) -> SignalPage {
        guard let type = types[name] else { throw HelpError(name: name, known: types.keys.sorted()) }
        let about = type.about
        let fields = SignalSchema.fields(of: type).map { field in
            let described = about.fields[field.name]
            let listed = field.type.contains("|") ? field.type.split(separator: "|").map(String.init) : []
            let values = (described?.allowedValues ?? []).isEmpty ? listed : described?.allowedValues ?? []
            let fromOption = described?.defaultOption.map { option in
                optionDefault(name, option) ?? "the plugin's \(option) option"
            }
            return FieldHelp(
                name: field.name, type: listed.isEmpty ? field.type : "string", required: field.required,
                summary: described?.summary ?? "", values: values.isEmpty ? nil : values,
                default: described?.defaultValue ?? fromOption)
        }
        return SignalPage(
            signal: name, purpose: about.purpose, access: AccessPolicy.requiredLevel(for: type).rawValue,
            internal: about.isInternal, fields: fields, example: about.example)
    }
}

/// `help name=…` named no signal the daemon handles.
public struct HelpError: Error, Equatable, CustomStringConvertible, CodedError {
    /// The name asked for.
    public let name: String
    /// The names it knows.
    let known: [String]

    public var description: String {
        SignalDecodingError.unknownSignal(name, suggestion: Suggestion.nearest(to: name, in: known)).description
    }

    /// `unknown-signal`, as for a request naming no signal.
    public var code: String? { "unknown-signal" }
}
