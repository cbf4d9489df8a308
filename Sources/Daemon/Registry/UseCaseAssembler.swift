import Configuration
import FoundationEssentials
import MessageText
import Plugins
import SignalStore

/// Turns a configuration's use-case entries into use cases: resolves names, rejects bundle
/// cycles and duplicates, decodes plugin options, and nests bundles.
struct UseCaseAssembler {
    let registry: PluginRegistry
    let configuration: Configuration
    private(set) var directory: SignalDirectory
    private var baseSignals: [any Signal.Type]
    private var problems = ProblemCollector()
    private var bundles: [String: BundleDefinition] = [:]
    private var instances: [SourceLocation: any UseCase<LiftdState>] = [:]

    init(registry: PluginRegistry, configuration: Configuration, baseSignals: [any Signal.Type]) {
        self.registry = registry
        self.configuration = configuration
        self.baseSignals = baseSignals
        self.directory = SignalDirectory(baseSignals)
        for bundle in configuration.bundles { bundles[bundle.name] = bundle }
    }

    /// Every entry list in the config: the store's, then each bundle's.
    private var lists: [(label: String, entries: [UseCaseEntry])] {
        [("use-cases", configuration.useCases)] + configuration.bundles.map { ("bundle '\($0.name)'", $0.members) }
    }

    mutating func assemble() throws(ConfigurationError) -> [ConfiguredUseCase] {
        for bundle in configuration.bundles where registry.plugin(named: bundle.name) != nil {
            problems.add("bundle '\(bundle.name)' has the name of a plugin; give the bundle another name",
                         at: bundle.location)
        }
        for (label, entries) in lists {
            checkNames(entries, in: label)
        }
        BundleCycles(bundles: configuration.bundles).report(into: &problems)
        try problems.throwIfAny()
        let leaves = lists.flatMap(\.entries).filter { bundles[$0.name] == nil }
        for entry in leaves where !registry.resolvesSignalNames(entry.name) { instantiate(entry) }
        let declared = instances.values.flatMap { $0.handledSignals + $0.emittedSignals }
        directory = SignalDirectory(baseSignals + declared)
        for entry in leaves where registry.resolvesSignalNames(entry.name) { instantiate(entry) }
        try problems.throwIfAny()
        return configuration.useCases.compactMap(configured)
    }

    /// Unknown names, options given to a bundle, and the same entry listed twice.
    private mutating func checkNames(_ entries: [UseCaseEntry], in label: String) {
        var seen: [String: UseCaseEntry] = [:]
        let known = registry.plugins.map(\.name) + configuration.bundles.map(\.name)
        for entry in entries {
            if bundles[entry.name] != nil, entry.options != nil {
                problems.add("'\(entry.name)' is a bundle and takes no options; list it by name", at: entry.location)
            } else if bundles[entry.name] == nil, registry.plugin(named: entry.name) == nil {
                problems.add("unknown use case '\(entry.name)'\(Suggestion.hint(for: entry.name, in: known)); "
                                 + "expected a plugin (see `liftd plugins`) or a bundle name", at: entry.location)
            }
            let identity = entry.name + " " + (entry.options?.description ?? "")
            if let first = seen[identity] {
                problems.add("duplicate use case '\(entry.name)' in \(label): already listed at line "
                                 + "\(first.location.line), column \(first.location.column)", at: entry.location)
            } else {
                seen[identity] = entry
            }
        }
    }

    private mutating func instantiate(_ entry: UseCaseEntry) {
        guard let plugin = registry.plugin(named: entry.name) else { return }
        var options = entry.options ?? .emptyMapping(at: entry.location)
        let known = plugin.options.map(\.name)
        if let entries = options.entries {
            for option in entries where !known.contains(option.key) {
                let expected = known.isEmpty ? "it takes no options" : "expected one of " + known.joined(separator: ", ")
                problems.add("'\(entry.name)': unknown option '\(option.key)'"
                                 + "\(Suggestion.hint(for: option.key, in: known)); \(expected)", at: option.keyLocation)
            }
            // Reported here, with a suggestion. The plugin's decoder would refuse them too, so
            // it gets the known keys alone: their problems show in the same run.
            options = ConfigNode(.mapping(entries.filter { known.contains($0.key) }), at: options.location)
        }
        do {
            var userInfo: [CodingUserInfoKey: Any] = [
                SignalDirectory.userInfoKey: directory,
                PluginDefaults.userInfoKey: PluginDefaults(
                    timeZone: configuration.timeZone, units: configuration.units,
                    importDirectory: configuration.paths.importDirectory,
                    outputDirectory: configuration.paths.outputDirectory),
            ]
            if !configuration.source.hasPrefix("<") {
                userInfo[PluginRegistry.configurationDirectoryKey] =
                    URL(fileURLWithPath: configuration.source).deletingLastPathComponent().path
            }
            let decoder = NodeDecoder(options, userInfo: userInfo)
            instances[entry.location] = try plugin.make(decoder)
        } catch {
            let problem = ConfigurationProblem(decoding: error, in: options)
            problems.add("'\(entry.name)': \(problem.message)", at: problem.location)
        }
    }

    private func configured(_ entry: UseCaseEntry) -> ConfiguredUseCase? {
        if let bundle = bundles[entry.name] {
            let members = bundle.members.compactMap(configured)
            return ConfiguredUseCase(name: bundle.name, location: entry.location,
                                     useCase: CompoundUseCase(bundle.name, members.map(\.useCase)),
                                     members: members, isBundle: true, isNamed: false)
        }
        guard let useCase = instances[entry.location] else { return nil }
        let isNamed = registry.plugin(named: entry.name)?.options.contains { $0.name == "name" } ?? false
        return ConfiguredUseCase(name: entry.name, location: entry.location, useCase: useCase, members: [],
                                 isBundle: false, isNamed: isNamed)
    }
}
