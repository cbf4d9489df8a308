import FoundationEssentials
import Workouts
import ZoneInfo

/// Settings from the config's top level that plugins use unless their own options say
/// otherwise: the time zone, the units, and the directories for imports and output.
public struct PluginDefaults: Sendable {
    /// The zone weeks and local times are read in.
    public var timeZone: Zone
    /// The unit weights are given and shown in.
    public var units: WeightUnit
    /// The only directory `import path=…` may read from.
    public var importDirectory: String?
    /// The directory writers are confined to.
    public var outputDirectory: String?

    /// Defaults from the config's settings.
    public init(
        timeZone: Zone = .utc, units: WeightUnit = .kilograms,
        importDirectory: String? = nil, outputDirectory: String? = nil
    ) {
        self.timeZone = timeZone
        self.units = units
        self.importDirectory = importDirectory
        self.outputDirectory = outputDirectory
    }

    /// The key under which a plugin's options decoder carries the defaults in `userInfo`.
    public static let userInfoKey = CodingUserInfoKey.named("liftd.plugin-defaults")

    /// The defaults `decoder` carries, or the built-in ones.
    public init(from decoder: any Decoder) {
        self = decoder.userInfo[Self.userInfoKey] as? PluginDefaults ?? PluginDefaults()
    }
}
