import FoundationEssentials
import Workouts
import ZoneInfo

/// The options of `volume` and `muscle-trend`: how weeks are numbered and volume counted.
public struct VolumeOptions: WeekNumberingOptions {
    /// The zone in which weeks begin.
    public var timeZone = Zone.utc
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// Warm-ups, secondary-muscle credit and bodyweight.
    public var volumeRules = VolumeRules()

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .countWarmUps(at: \.volumeRules.countsWarmUps),
        .secondaryFraction(at: \.volumeRules.secondaryFraction), .bodyweightVolume(at: \.volumeRules.countsBodyweight),
    ]
}
