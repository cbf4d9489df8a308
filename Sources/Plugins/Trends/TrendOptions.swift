import FoundationEssentials
import Workouts
import ZoneInfo

/// The options of `trend`: how weeks are numbered, whether warm-ups count and whether a
/// bodyweight exercise's volume counts the bodyweight (as `volume`'s options say).
public struct TrendOptions: WeekNumberingOptions {
    /// The zone in which weeks begin.
    public var timeZone = Zone.utc
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// Whether warm-up sets count.
    public var countsWarmUps = false
    /// Whether a `bodyweight` exercise's set counts (bodyweight + added weight) × reps.
    public var countsBodyweight = false

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .countWarmUps(at: \.countsWarmUps),
        .bodyweightVolume(at: \.countsBodyweight),
    ]

    /// The rules the trend counts sets under.
    var volumeRules: VolumeRules { VolumeRules(countsWarmUps: countsWarmUps, countsBodyweight: countsBodyweight) }
}
