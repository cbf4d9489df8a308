import Workouts
import ZoneInfo

/// The options of `log-set`.
public struct LogSetOptions: PluginOptions {
    /// Refuse exercises the catalog does not know.
    public var strict = false
    /// The unit weights are given in when the signal does not say.
    public var units = WeightUnit.kilograms
    /// Emit `personal-record` when a set sets records.
    public var announcesRecords = false
    /// The zone whose day names the workout a set starts when none is in progress (`Tuesday workout`).
    public var timeZone = Zone.utc

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .strict(at: \.strict), .units(at: \.units), .announceRecords(at: \.announcesRecords),
        .timeZone(at: \.timeZone, "zone whose day names the workout log-set starts when none is in progress"),
    ]
}

/// The options of `update-set`.
public struct UpdateSetOptions: PluginOptions {
    /// Refuse exercises the catalog does not know.
    public var strict = false
    /// The unit a new weight is given in when the signal does not say.
    public var units = WeightUnit.kilograms

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [.strict(at: \.strict), .units(at: \.units)]
}
