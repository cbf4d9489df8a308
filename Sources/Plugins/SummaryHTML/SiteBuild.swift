import Foundation
import Workouts

/// The files of one site build: every page with the digest of what it shows, the weekly
/// report's files (rendered by the report's own formats, so they match `reports/`) and the
/// health exports to link.
enum SiteBuild {
    /// The report's files for `summary` in `units`: Markdown, JSON and the SVG charts.
    static func reportFiles(_ summary: WeeklySummary, units: WeightUnit) throws -> [SiteFile] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let digest = PageDigest.hash(Array("\(units.rawValue)\n".utf8) + Array(try encoder.encode(summary)))
        func file<Format: SummaryFormat>(_ format: Format) throws -> [SiteFile] {
            let base = "reports/\(summary.week)"
            let main = SiteFile(path: "\(base).\(Format.fileExtension)", inputDigest: digest + "-" + Format.formatName) {
                try format.render(summary, units: units)
            }
            let companions = try format.companions(summary, units: units).map { companion in
                SiteFile(path: "\(base)\(companion.suffix).\(Format.fileExtension)",
                         inputDigest: digest + "-" + Format.formatName + companion.suffix) { companion.contents }
            }
            return [main] + companions
        }
        return try file(MarkdownSummary()) + file(JSONSummary()) + file(SVGSummary())
    }

    /// The pages of `content`, each rendered only when asked to.
    static func pages(_ content: SiteContent) throws -> [SiteFile] {
        let index = content.index
        var files = [SiteFile(path: SitePaths.index, inputDigest: try PageDigest.of(index, kind: "index")) {
            IndexPage.render(index)
        }]
        for week in content.weeks {
            files.append(SiteFile(path: SitePaths.week(week.week), inputDigest: try PageDigest.of(week, kind: "week")) {
                WeekPage.render(week)
            })
        }
        for exercise in content.exercises {
            files.append(SiteFile(path: exercise.page, inputDigest: try PageDigest.of(exercise, kind: "exercise")) {
                ExercisePage.render(exercise)
            })
        }
        return files
    }
}
