import Workouts

/// The `summary-html` plugin's options: where the site goes, and the training options its
/// pages are worked out with (give it the same as `weekly-volume`).
public struct SummaryHTMLOptions: PluginOptions {
    /// The site's symbolic link, relative to the output directory; builds go beside it in
    /// `<directory>-builds/`.
    public var directory = "site"
    /// Whether the health exports are linked from the site (hard-linked into it).
    public var publishesExports = false
    /// Where the health exports are, relative to the output directory.
    public var exportsDirectory = "health"
    /// The zone, week start, volume rules and charted lifts of the pages.
    public var training = WeeklyVolumeOptions()

    /// The defaults.
    public init() {}

    public static let declared: [OptionDeclaration<Self>] = [
        .value("directory", at: \.directory,
               "the site's symbolic link, relative to the output directory; builds go in <directory>-builds",
               check: pathCheck),
        .value("publish-exports", at: \.publishesExports, "link the health exports from the site"),
        .value("exports-directory", at: \.exportsDirectory,
               "where the health exports are, relative to the output directory", check: pathCheck),
        .value("time-zone", at: \.training.timeZone, "zone for weeks and workouts' times",
               default: .setting("config time-zone", \.timeZone)),
        .value("week-start", at: \.training.weekStart, "first day of the week"),
        .value("count-warm-ups", at: \.training.volumeRules.countsWarmUps, "count warm-up sets toward volume"),
        .value("secondary-fraction", at: \.training.volumeRules.secondaryFraction,
               "share of a set credited to secondary muscles",
               check: { (0...1).contains($0) ? nil : "\($0) is not between 0 and 1" }),
        .value("bodyweight-volume", at: \.training.volumeRules.countsBodyweight,
               "count a bodyweight exercise's set as (bodyweight + added weight) x reps"),
        .value("trend-lifts", at: \.training.trendLifts,
               "exercises whose estimated max the index charts over 12 weeks; empty: the squat, bench, deadlift and overhead press variants trained most"),
    ]

    private static func pathCheck(_ path: String) -> String? {
        (try? ReportPath.components(of: path)) == nil
            ? "'\(path)' leaves the output directory; expected a relative path without '..'" : nil
    }
}
