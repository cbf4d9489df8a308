import FoundationEssentials
import Workouts
import ZoneInfo

/// The options of the training series `metrics` and `metrics-textfile` expose: how weeks
/// are numbered, secondary-muscle credit and the lifts tracked. They count working sets only.
public struct MetricsOptions: WeekNumberingOptions {
    /// The zone in which weeks begin.
    public var timeZone = Zone.utc
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// The share of a set credited to each secondary muscle.
    public var secondaryFraction = VolumeRules().secondaryFraction
    /// The exercises whose estimated maxima are exposed; empty: the three with the most
    /// working sets in the twelve weeks.
    public var trendLifts: [String] = []

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .secondaryFraction(at: \.secondaryFraction),
        .trendLifts(at: \.trendLifts),
    ]

    /// The rules working sets are counted under.
    var workingSetRules: VolumeRules { VolumeRules(countsWarmUps: false, secondaryFraction: secondaryFraction) }
}
