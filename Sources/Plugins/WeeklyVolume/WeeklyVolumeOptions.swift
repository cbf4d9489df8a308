import FoundationEssentials
import Workouts
import ZoneInfo

/// The options of `weekly-volume`: those of `volume`, and the lifts its report charts.
public struct WeeklyVolumeOptions: WeekNumberingOptions {
    /// The zone in which weeks begin.
    public var timeZone = Zone.utc
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// Warm-ups, secondary-muscle credit and bodyweight.
    public var volumeRules = VolumeRules()
    /// The exercises whose estimated maxima the report charts; empty: the three with the
    /// most working sets in the twelve weeks charted.
    public var trendLifts: [String] = []

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .countWarmUps(at: \.volumeRules.countsWarmUps),
        .secondaryFraction(at: \.volumeRules.secondaryFraction), .trendLifts(at: \.trendLifts),
        .bodyweightVolume(at: \.volumeRules.countsBodyweight),
    ]
}
