import Configuration
import Plugins

/// `liftd check-config`'s look at a config: every problem each check can find, in one run
/// and in file order. Once the settings are read, the plugins and bundles are built, the
/// schedules compiled and start-up's files and groups checked (`StartupPreflight`), each
/// whatever the others found; only a check that needs an earlier one's result waits for it
/// (schedules need the plugins' signals).
enum ConfigurationCheck {
    /// The setup `source` describes, or every problem found in it.
    static func setup(
        _ source: ConfigurationSource, environment: [String: String], registry: PluginRegistry = .standard
    ) throws(ConfigurationError) -> DaemonSetup {
        let configuration: Configuration
        switch source {
        case .file(let path):
            configuration = try ConfigurationLoader.read(contentsOf: path, environment: environment, acceptingPipes: true)
        case .builtIn:
            configuration = try ConfigurationLoader.defaults(environment: environment)
        }
        var problems = StartupPreflight.problems(configuration)
        do {
            let loaded = try registry.build(configuration, builtIns: DaemonSetup.builtIns)
            let schedules = try ScheduleCompiler.compile(loaded)
            if problems.isEmpty { return DaemonSetup(loaded: loaded, schedules: schedules, source: source) }
        } catch {
            problems += error.problems
        }
        throw ConfigurationError(problems)
    }
}
