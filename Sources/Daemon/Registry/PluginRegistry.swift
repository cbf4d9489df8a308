import Configuration
import FoundationEssentials
import Plugins
import SignalStore

/// Use-case name → plugin descriptor: every plugin a config may name.
public struct PluginRegistry: Sendable {
    /// The registered plugins, in the order `liftd plugins` lists them.
    public private(set) var plugins: [PluginDescriptor] = []

    /// The key under which plugins find the config file's directory (a `String`) in their
    /// options decoder's `userInfo`, to resolve relative paths; absent for the built-in config.
    public static let configurationDirectoryKey = CodingUserInfoKey.named("liftd.configuration-directory")

    /// A registry of the plugins in `catalog`, in its order.
    public init(catalog: [PluginDescriptor] = []) {
        for plugin in catalog { register(plugin) }
    }

    /// The plugins the daemon ships: the catalog's (`PluginCatalog.all`) and its own `exec`.
    public static let shipped: [PluginDescriptor] = PluginCatalog.all + [ExecPlugin.descriptor]

    /// Every shipped plugin.
    public static var standard: Self { Self(catalog: shipped) }

    /// Adds `plugin`, replacing one of the same name. A plugin that reads signal names is
    /// built after all others, with a complete `SignalDirectory` in its decoder's `userInfo`
    /// under `SignalDirectory.userInfoKey`.
    public mutating func register(_ plugin: PluginDescriptor) {
        plugins.removeAll { $0.name == plugin.name }
        plugins.append(plugin)
    }

    /// The plugin called `name`.
    public func plugin(named name: String) -> PluginDescriptor? {
        plugins.first { $0.name == name }
    }

    /// Whether `name` is built once the signal directory is known.
    func resolvesSignalNames(_ name: String) -> Bool { plugin(named: name)?.readsSignalNames ?? false }

    /// Builds the store's use cases from `configuration` and checks that every schedule's
    /// signal and every declared effect has a handler.
    ///
    /// `builtIns` are use cases the daemon adds itself (control signals); they count as
    /// handlers and their signals join the directory. `knownSignals` adds types no use case
    /// declares but the daemon sends or decodes.
    public func build(
        _ configuration: Configuration,
        builtIns: [any UseCase<LiftdState>] = [],
        knownSignals: [any Signal.Type] = []
    ) throws(ConfigurationError) -> LoadedConfiguration {
        var assembler = UseCaseAssembler(registry: self, configuration: configuration,
                                         baseSignals: builtIns.flatMap(\.handledSignals)
                                             + builtIns.flatMap(\.emittedSignals) + knownSignals + [SignalFailed.self])
        let configured = try assembler.assemble()
        let loaded = LoadedConfiguration(configuration: configuration, configured: configured,
                                         signals: assembler.directory)
        try ConfigurationValidator(loaded: loaded, builtIns: builtIns).validate()
        return loaded
    }

    /// Reads, checks and builds the config at `path` (a pipe too with `acceptingPipes`).
    public func load(
        contentsOf path: String,
        environment: [String: String],
        builtIns: [any UseCase<LiftdState>] = [],
        knownSignals: [any Signal.Type] = [],
        acceptingPipes: Bool = false
    ) throws(ConfigurationError) -> LoadedConfiguration {
        let configuration = try ConfigurationLoader.read(contentsOf: path, environment: environment, acceptingPipes: acceptingPipes)
        return try build(configuration, builtIns: builtIns, knownSignals: knownSignals)
    }
}

/// A config read and built: the settings and the store's use cases, ready to run.
public struct LoadedConfiguration: Sendable {
    /// The settings.
    public let configuration: Configuration
    /// The store's use cases as configured, bundles with their members.
    public let configured: [ConfiguredUseCase]
    /// Every signal type the configured use cases declare, by wire name.
    public let signals: SignalDirectory

    /// The store's use cases in priority order (put the daemon's built-ins before them).
    public var useCases: [any UseCase<LiftdState>] { configured.map(\.useCase) }

    /// The directory the first configured `import` use case reads files from (the one the
    /// store gives `import` to); nil when none is configured or it names none.
    public var importDirectory: String? {
        func first(_ entries: [ConfiguredUseCase]) -> ImportFileUseCase? {
            for entry in entries {
                if let found = entry.useCase as? ImportFileUseCase { return found }
                if let found = first(entry.members) { return found }
            }
            return nil
        }
        return first(configured)?.options.importDirectory
    }
}

/// One configured use case: a plugin instance, or a bundle and its members.
public struct ConfiguredUseCase: Sendable {
    /// The name the config uses for it.
    public let name: String
    /// Where the config names it.
    public let location: SourceLocation
    /// The built use case (a `CompoundUseCase` for a bundle).
    public let useCase: any UseCase<LiftdState>
    /// A bundle's members, in order; empty for a plugin.
    public let members: [ConfiguredUseCase]
    /// Whether this is a bundle.
    public let isBundle: Bool
    /// Whether its plugin takes a `name` option (`exec`, `webhook`), which `check-config`
    /// shows beside the plugin's.
    public let isNamed: Bool
}
