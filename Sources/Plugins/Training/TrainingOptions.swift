import Foundation
import Workouts

/// The options the training plugins read from config, with liftd's defaults. Each plugin
/// accepts the ones its descriptor lists; the others keep their defaults.
public struct TrainingOptions: PluginOptions {
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
    /// Emit `personal-record` (log-set) or `records-updated` (import) when records are set.
    public var announcesRecords = false
    /// The most MiB all staged uploads may hold together (`import`).
    public var uploadSpaceMiB = UploadLimits.defaultUploadSpaceMiB
    /// The exercises whose estimated maxima the weekly report charts; empty: the three
    /// with the most working sets in the twelve weeks charted.
    public var trendLifts: [String] = []

    /// The defaults.
    public init() {}

    /// Weeks as these options number them.
    public var weekCalendar: WeekCalendar { WeekCalendar(timeZone: timeZone, weekStart: weekStart) }

    public static let declared = [
        strictOption, unitsOption, timeZoneOption, weekStartOption, countWarmUpsOption, secondaryFractionOption,
        importDirectoryOption, announceRecordsOption, uploadSpaceOption, trendLiftsOption, bodyweightVolumeOption,
    ]

    static let strictOption = OptionDeclaration.value(
        "strict", at: \Self.strict, "refuse exercises the catalog does not know")
    static let unitsOption = OptionDeclaration.value(
        "units", at: \Self.units, "unit of weights a signal gives without units= (kg or lbs)",
        default: .setting("config units", \.units))
    static let timeZoneOption = OptionDeclaration.value(
        "time-zone", at: \Self.timeZone, "zone for weeks and exports' local times",
        default: .setting("config time-zone", \.timeZone))
    static let weekStartOption = OptionDeclaration.value(
        "week-start", at: \Self.weekStart, "first day of the week")
    static let countWarmUpsOption = OptionDeclaration.value(
        "count-warm-ups", at: \Self.volumeRules.countsWarmUps, "count warm-up sets toward volume")
    static let secondaryFractionOption = OptionDeclaration.value(
        "secondary-fraction", at: \Self.volumeRules.secondaryFraction, "share of a set credited to secondary muscles",
        check: { (0...1).contains($0) ? nil : "\($0) is not between 0 and 1" })
    static let bodyweightVolumeOption = OptionDeclaration.value(
        "bodyweight-volume", at: \Self.volumeRules.countsBodyweight,
        "count a bodyweight exercise's set as (bodyweight + added weight) x reps")
    static let importDirectoryOption = OptionDeclaration.value(
        "import-directory", at: \Self.importDirectory, "the only directory import path=… may read",
        default: .setting("paths.import-directory", \.importDirectory))
    static let announceRecordsOption = OptionDeclaration.value(
        "announce-records", at: \Self.announcesRecords,
        "emit personal-record (log-set) or records-updated (import); a use case must handle it")
    static let uploadSpaceOption = OptionDeclaration.value(
        "upload-space", at: \Self.uploadSpaceMiB, "the most MiB all uploads being staged may hold together (1–65536)",
        check: { (1...65_536).contains($0) ? nil : "\($0) MiB is not within 1–65536" })
    static let trendLiftsOption = OptionDeclaration.value(
        "trend-lifts", at: \Self.trendLifts,
        "exercises whose estimated max the report charts over 12 weeks; empty: the 3 with the most working sets")
}
