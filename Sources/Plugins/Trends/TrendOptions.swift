import Foundation
import Workouts

/// The options of `trend`: how weeks are numbered and whether warm-ups count.
public struct TrendOptions: WeekNumberingOptions {
    /// The zone in which weeks begin.
    public var timeZone = TimeZone.current
    /// The first day of the week.
    public var weekStart = Weekday.monday
    /// Whether warm-up sets count.
    public var countsWarmUps = false

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .timeZone(at: \.timeZone), .weekStart(at: \.weekStart), .countWarmUps(at: \.countsWarmUps),
    ]

    /// The rules the trend counts sets under.
    var volumeRules: VolumeRules { VolumeRules(countsWarmUps: countsWarmUps) }
}
