import Plugins
import SignalStore

/// How `help` words a field's default that is a plugin option: the option of the configured
/// plugin that handles the signal, with the default its declaration gives.
enum PluginOptionDefault {
    /// `the log-set plugin's units option (by default config units)`; nil when no configured
    /// plugin handling `signal` declares `option`.
    static func text(
        of option: String, forSignal signal: String, in configured: [ConfiguredUseCase], registry: PluginRegistry
    ) -> String? {
        for entry in configured {
            if let found = text(of: option, forSignal: signal, in: entry.members, registry: registry) { return found }
            guard entry.useCase.handledSignals.contains(where: { $0.wireName == signal }),
                  let declared = registry.plugin(named: entry.name)?.options.first(where: { $0.name == option })
            else { continue }
            let shown = declared.defaultValue.map { " (by default \($0))" } ?? ""
            return "the \(entry.name) plugin's \(option) option\(shown)"
        }
        return nil
    }
}
