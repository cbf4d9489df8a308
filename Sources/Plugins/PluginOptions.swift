/// The options a plugin reads from its map in config, each declared once in `declared`.
/// The decoder reads only through those declarations, and `liftd plugins` lists them, so
/// names, types, defaults and the text about them cannot drift apart.
public protocol PluginOptions: Sendable {
    /// Every option the type reads, in the order `liftd plugins` lists them.
    static var declared: [OptionDeclaration<Self>] { get }

    /// Work that needs all options at once (checks across options, values derived from
    /// others), after each was read or given its default. Does nothing unless implemented.
    mutating func finishReading(_ reader: OptionReader) throws
}

extension PluginOptions {
    public mutating func finishReading(_ reader: OptionReader) throws {}

    /// The options a plugin's map in `decoder` gives, starting from `defaults`. Options in
    /// `accepted` are read when the map has them; every other option, declared or
    /// accepted, keeps its default or takes the config setting it defaults to. A key that is not accepted is an error
    /// (the registry reports it first, with a suggestion).
    static func read(
        from decoder: any Decoder, defaults: Self, accepting accepted: [OptionDeclaration<Self>]
    ) throws -> Self {
        let reader = try OptionReader(decoder)
        let settings = PluginDefaults(from: decoder)
        let acceptedNames = Set(accepted.map(\.name))
        if let unknown = reader.names.first(where: { !acceptedNames.contains($0) }) {
            let expected = accepted.isEmpty ? "it takes no options" : "expected one of " + accepted.map(\.name).joined(separator: ", ")
            throw reader.problem("unknown option '\(unknown)'; \(expected)", at: unknown)
        }
        var options = defaults
        for declaration in accepted {
            if reader.contains(declaration.name) {
                try declaration.read(&options, reader)
            } else if case .required = declaration.fallback {
                throw reader.missing(declaration.name)
            } else {
                declaration.applySetting(to: &options, from: settings)
            }
        }
        for declaration in declared where !acceptedNames.contains(declaration.name) {
            declaration.applySetting(to: &options, from: settings)
        }
        try options.finishReading(reader)
        return options
    }
}

/// The options of a plugin that takes none.
public struct NoOptions: PluginOptions {
    public static var declared: [OptionDeclaration<Self>] { [] }
    /// No options.
    public init() {}
}
