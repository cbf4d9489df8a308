import Configuration
import FoundationEssentials
import Plugins
import Scheduler
import SignalStore

/// Where the config comes from: a file, or the built-in defaults.
public enum ConfigurationSource: Sendable, Equatable, CustomStringConvertible {
    /// The YAML file at a path.
    case file(String)
    /// The shipped defaults (`config/liftd.yaml`, compiled in).
    case builtIn

    public var description: String {
        switch self {
        case .file(let path): path
        case .builtIn: "built-in defaults"
        }
    }
}

/// A config loaded, checked and compiled: everything the daemon needs to run it.
public struct DaemonSetup: Sendable {
    /// The use cases and settings.
    public let loaded: LoadedConfiguration
    /// The schedules, compiled.
    public let schedules: [CompiledSchedule]
    /// Where the config came from.
    public let source: ConfigurationSource

    /// The settings.
    public var configuration: Configuration { loaded.configuration }

    /// The daemon's own use cases, first in the store's list so nothing shadows them.
    public static var builtIns: [any UseCase<LiftdState>] { [.control, .scheduleControl, .events] }

    /// Loads `source`: reads, checks and builds the config and compiles its schedules. A
    /// file may be a pipe only with `acceptingPipes` (`check-config`, which reads it once).
    public static func load(
        _ source: ConfigurationSource, environment: [String: String], registry: PluginRegistry = .standard,
        acceptingPipes: Bool = false
    ) throws(ConfigurationError) -> DaemonSetup {
        let loaded: LoadedConfiguration
        switch source {
        case .file(let path):
            loaded = try registry.load(contentsOf: path, environment: environment, builtIns: builtIns, acceptingPipes: acceptingPipes)
        case .builtIn:
            loaded = try registry.build(ConfigurationLoader.defaults(environment: environment), builtIns: builtIns)
        }
        let schedules = try ScheduleCompiler.compile(loaded)
        return DaemonSetup(loaded: loaded, schedules: schedules, source: source)
    }

    /// The store's full use-case list: built-ins, then the configured ones in order.
    public var useCases: [any UseCase<LiftdState>] { Self.builtIns + loaded.useCases }
}
