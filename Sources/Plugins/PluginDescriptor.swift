import SignalStore

/// A use case users can name in config: what it is, the options it takes, and how to build
/// it from them. List it in `PluginCatalog.all` and the daemon offers it.
public struct PluginDescriptor: Sendable {
    /// The name used in config, e.g. `log-set` or `weekly-volume`.
    public let name: String
    /// One line on what the plugin is for.
    public let summary: String
    /// The options it takes, from their declarations, for `liftd plugins`; any other key in
    /// its map is refused.
    public let options: [PluginOption]
    /// Whether its options name signals, so it is built once every other plugin's signals
    /// are known (its decoder then carries the daemon's signal directory).
    public let readsSignalNames: Bool
    private let build: @Sendable (any Decoder) throws -> any UseCase<LiftdState>
    private let defaultDrift: @Sendable (any Decoder) throws -> [String]

    /// Describes a plugin that takes the `options` of `Options` (all it declares unless
    /// given), starting from `defaults`, and is built by `make` from the options read.
    public init<Options: PluginOptions>(
        name: String, summary: String,
        options accepted: [OptionDeclaration<Options>] = Options.declared, defaults: Options,
        readsSignalNames: Bool = false,
        make: @escaping @Sendable (Options) throws -> any UseCase<LiftdState>
    ) {
        self.name = name
        self.summary = summary
        self.options = accepted.map { $0.described(defaults: defaults) }
        self.readsSignalNames = readsSignalNames
        build = { decoder in try make(Options.read(from: decoder, defaults: defaults, accepting: accepted)) }
        defaultDrift = { decoder in
            let read = try Options.read(from: decoder, defaults: defaults, accepting: accepted)
            let settings = PluginDefaults(from: decoder)
            return accepted.compactMap { declaration in
                guard let expected = declaration.expectedDefault(defaults: defaults, settings: settings),
                      expected != declaration.text(read) else { return nil }
                return "\(declaration.name): declared \(expected), read \(declaration.text(read))"
            }
        }
    }

    /// Describes a plugin that takes no options, built by `make`.
    public init(name: String, summary: String, make: @escaping @Sendable () throws -> any UseCase<LiftdState>) {
        self.init(name: name, summary: summary, options: [], defaults: NoOptions()) { _ in try make() }
    }

    /// The use case for the plugin's map in config, which `decoder` reads.
    public func make(_ decoder: any Decoder) throws -> any UseCase<LiftdState> {
        try build(decoder)
    }

    /// The options whose value, read from the map in `decoder`, is not the default their
    /// declaration shows (`liftd plugins`, or the config setting it names): one line each,
    /// naming both. Give a map with only the required options; empty when all agree.
    public func defaultsDrift(reading decoder: any Decoder) throws -> [String] {
        try defaultDrift(decoder)
    }
}
