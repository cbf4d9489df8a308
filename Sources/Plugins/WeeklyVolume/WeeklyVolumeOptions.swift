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
    /// The exercises whose estimated maxima the report charts; empty: the big compound
    /// lifts trained in the twelve weeks charted (`ChartedLifts`).
    public var trendLifts: [String] = []

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .countWarmUps(at: \.volumeRules.countsWarmUps),
        .secondaryFraction(at: \.volumeRules.secondaryFraction), .trendLifts(at: \.trendLifts),
        .bodyweightVolume(at: \.volumeRules.countsBodyweight),
    ]
}
