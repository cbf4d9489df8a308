import Foundation
import Workouts

/// The options the training plugins read from config, with liftd's defaults. Each plugin
/// uses the ones it lists in its descriptor.
public struct TrainingOptions: Sendable, Decodable {
    /// Refuse exercises the catalog does not know.
    public var strict = false
    /// The zone in which weeks begin and exports' local times are read.
    public var timeZone = TimeZone.current
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// Volume rules: warm-ups and secondary-muscle credit.
    public var volumeRules = VolumeRules()
    /// The unit weights are given in when a signal does not say.
    public var units = WeightUnit.kilograms
    /// The only directory `import path=…` may read from; `nil` disables path imports.
    public var importDirectory: String?

    /// The defaults.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case strict, units
        case timeZone = "time-zone", weekStart = "week-start", countWarmUps = "count-warm-ups"
        case secondaryFraction = "secondary-fraction", importDirectory = "import-directory"
    }

    public init(from decoder: any Decoder) throws {
        let defaults = PluginDefaults(from: decoder)
        timeZone = defaults.timeZone
        units = defaults.units
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strict = try container.decodeIfPresent(Bool.self, forKey: .strict) ?? false
        if let zone = try container.decodeIfPresent(String.self, forKey: .timeZone) {
            guard let parsed = TimeZone(identifier: zone) else {
                throw DecodingError.dataCorruptedError(forKey: .timeZone, in: container, debugDescription: "unknown time zone '\(zone)'")
            }
            timeZone = parsed
        }
        weekStart = try container.decodeIfPresent(Weekday.self, forKey: .weekStart) ?? .monday
        volumeRules.countsWarmUps = try container.decodeIfPresent(Bool.self, forKey: .countWarmUps) ?? false
        let fraction = try container.decodeIfPresent(Double.self, forKey: .secondaryFraction) ?? 0.5
        guard (0...1).contains(fraction) else {
            throw DecodingError.dataCorruptedError(
                forKey: .secondaryFraction, in: container, debugDescription: "\(fraction) is not between 0 and 1")
        }
        volumeRules.secondaryFraction = fraction
        if let unit = try container.decodeIfPresent(String.self, forKey: .units) {
            guard let parsed = WeightUnit(spelling: unit) else {
                throw DecodingError.dataCorruptedError(forKey: .units, in: container, debugDescription: "unknown unit '\(unit)'")
            }
            units = parsed
        }
        importDirectory = try container.decodeIfPresent(String.self, forKey: .importDirectory) ?? defaults.importDirectory
    }

    /// Weeks as these options number them.
    public var weekCalendar: WeekCalendar { WeekCalendar(timeZone: timeZone, weekStart: weekStart) }

    static let strictOption = PluginOption("strict", type: "bool", default: "false", "refuse exercises the catalog does not know")
    static let unitsOption = PluginOption("units", type: "string", default: "config units", "unit of weights a signal gives without units= (kg or lbs)")
    static let timeZoneOption = PluginOption("time-zone", type: "string", default: "config time-zone", "zone for weeks and exports' local times")
    static let weekStartOption = PluginOption("week-start", type: "string", default: "monday", "first day of the week")
    static let countWarmUpsOption = PluginOption("count-warm-ups", type: "bool", default: "false", "count warm-up sets toward volume")
    static let secondaryFractionOption = PluginOption(
        "secondary-fraction", type: "number", default: "0.5", "share of a set credited to secondary muscles")
    static let importDirectoryOption = PluginOption(
        "import-directory", type: "string", default: "paths.import-directory", "the only directory import path=… may read")
}
