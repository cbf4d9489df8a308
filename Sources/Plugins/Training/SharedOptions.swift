import FoundationEssentials
import Workouts
import ZoneInfo

/// The options several plugins take, each declared once here: a plugin's own options type
/// lists those it reads, at its own key paths, so it holds exactly what it reads.
extension OptionDeclaration {
    /// `strict`: refuse exercises the catalog does not know.
    static func strict(at keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        .value("strict", at: keyPath, "refuse exercises the catalog does not know")
    }

    /// `units`: the unit of weights a signal gives without `units=`.
    static func units(at keyPath: WritableKeyPath<Options, WeightUnit> & Sendable) -> Self {
        .value("units", at: keyPath, "unit of weights a signal gives without units= (kg or lbs)",
               default: .setting("config units", \.units))
    }

    /// `time-zone`: the zone weeks begin in and exports' local times are read in, or what
    /// `summary` says the plugin reads it for.
    static func timeZone(
        at keyPath: WritableKeyPath<Options, Zone> & Sendable, _ summary: String = "zone for weeks and exports' local times"
    ) -> Self {
        .value("time-zone", at: keyPath, summary, default: .setting("config time-zone", \.timeZone))
    }

    /// `week-start`: the first day of the week.
    static func weekStart(at keyPath: WritableKeyPath<Options, Weekday> & Sendable) -> Self {
        .value("week-start", at: keyPath, "first day of the week")
    }

    /// `count-warm-ups`: whether warm-up sets count toward volume.
    static func countWarmUps(at keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        .value("count-warm-ups", at: keyPath, "count warm-up sets toward volume")
    }

    /// `secondary-fraction`: the share of a set credited to secondary muscles, 0 to 1.
    static func secondaryFraction(at keyPath: WritableKeyPath<Options, Double> & Sendable) -> Self {
        .value("secondary-fraction", at: keyPath, "share of a set credited to secondary muscles",
               check: { (0...1).contains($0) ? nil : "\($0) is not between 0 and 1" })
    }

    /// `bodyweight-volume`: whether a bodyweight exercise's set counts the bodyweight too.
    static func bodyweightVolume(at keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        .value("bodyweight-volume", at: keyPath, "count a bodyweight exercise's set as (bodyweight + added weight) x reps")
    }

    /// `announce-records`: emit `personal-record` (log-set) or `records-updated` (import).
    static func announceRecords(at keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Self {
        .value("announce-records", at: keyPath,
               "emit personal-record (log-set) or records-updated (import); a use case must handle it")
    }

    /// `trend-lifts`: the exercises whose estimated maxima are charted and exposed.
    static func trendLifts(at keyPath: WritableKeyPath<Options, [String]> & Sendable) -> Self {
        .value("trend-lifts", at: keyPath,
               "exercises whose estimated max the report charts over 12 weeks; empty: the squat, bench, deadlift and overhead press variants trained most")
    }
}

/// The options of a plugin that numbers weeks: the zone they begin in and their first day.
public protocol WeekNumberingOptions: PluginOptions {
    /// The zone in which weeks begin.
    var timeZone: Zone { get set }
    /// The first day of the week.
    var weekStart: Weekday { get set }
    /// The defaults.
    init()
}

extension WeekNumberingOptions {
    /// Weeks as these options number them.
    public var weekCalendar: WeekCalendar { WeekCalendar(timeZone: timeZone, weekStart: weekStart) }
}
