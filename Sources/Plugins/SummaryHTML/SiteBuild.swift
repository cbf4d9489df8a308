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

    /// The pages of a build, each rendered only when asked to: the index, and each week's and
    /// exercise's page from `content` when it was read, else the one the last build made
    /// (its digest from `memory`, linked from that build or, should that fail, read and
    /// rendered again); the directory of each year in `plan.keptYears` kept whole; with what
    /// the next build is to remember.
    static func pages(
        _ content: SiteContent, sources: SiteSources, memory: SiteMemory?, context: String, plan: SiteReadPlan,
        notes: @escaping @Sendable (String) -> Data? = { _ in nil }
    ) throws -> (files: [SiteFile], memory: SiteMemory) {
        let index = content.index
        var files = [SiteFile(path: SitePaths.index, inputDigest: try PageDigest.of(index, kind: "index")) {
            IndexPage.render(index)
        }]
        let weekModels = Dictionary(content.weeks.map { ($0.week, $0) }, uniquingKeysWith: { first, _ in first })
        var years: [String: String] = [:]
        var weeks: [String: SiteMemory.Page] = [:]
        for year in sources.fingerprints.years {
            years[year.directory] = year.fingerprint
            if plan.keptYears.contains(year.directory) {
                let yearWeeks = Set(year.weeks.map(\.week))
                files.append(SiteFile(keepingSharedDirectory: year.directory) {
                    try sources.content(weeks: yearWeeks, exercises: [], remembered: [:]).weeks.map { model in
                        SiteFile(path: SitePaths.week(model.week), inputDigest: try PageDigest.of(model, kind: "week"),
                                 shared: true) { WeekPage.render(model) }
                    }
                })
                continue
            }
            let listed = plan.listedYears.contains(year.directory)
            for (week, fingerprint) in year.weeks {
                let path = SitePaths.week(week)
                let page: SiteMemory.Page
                if let model = weekModels[week] {
                    page = SiteMemory.Page(fingerprint: fingerprint, digest: try PageDigest.of(model, kind: "week"))
                    files.append(SiteFile(path: path, inputDigest: page.digest, shared: true) { WeekPage.render(model) })
                } else {
                    page = try Self.remembered(memory?.weeks[week], fingerprint: fingerprint, path: path)
                    files.append(SiteFile(path: path, inputDigest: page.digest, shared: true) {
                        let read = try sources.content(weeks: [week], exercises: [], remembered: [:]).weeks
                        return WeekPage.render(try Self.found(read.first(where: { $0.week == week }), path: path))
                    })
                }
                if listed { weeks[week] = page }
            }
        }
        let exerciseModels = Dictionary(content.exercises.map { ($0.exercise, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = Dictionary(index.exercisePages.map { ($0.exercise, $0) }, uniquingKeysWith: { first, _ in first })
        var exercises: [String: SiteMemory.Exercise] = [:]
        for exercise in sources.pages.keys.sorted() {
            let path = sources.pages[exercise] ?? ""
            let fingerprint = sources.fingerprints.exercises[exercise] ?? ""
            let page: SiteMemory.Page
            if let model = exerciseModels[exercise] {
                page = SiteMemory.Page(fingerprint: fingerprint, digest: try PageDigest.of(model, kind: "exercise"))
                files.append(SiteFile(path: path, inputDigest: page.digest) { ExercisePage.render(model) })
            } else {
                page = try Self.remembered(memory?.exercises[exercise]?.page, fingerprint: fingerprint, path: path)
                files.append(SiteFile(path: path, inputDigest: page.digest) {
                    let read = try sources.content(weeks: [], exercises: [exercise], remembered: [:]).exercises
                    return ExercisePage.render(try Self.found(read.first, path: path))
                })
            }
            files.append(Self.history(of: exercise, page: path, read: exerciseModels[exercise] != nil, content: content,
                                      context: context, fingerprint: fingerprint, notes: notes))
            exercises[exercise] = SiteMemory.Exercise(
                page: page, records: lines[exercise] ?? SiteRecordLine(exercise: exercise, page: path))
        }
        let next = SiteMemory(context: context, reportWeek: content.index.summary.week.description,
                              years: years, weeks: weeks, exercises: exercises)
        return (files, next)
    }

    /// The note of `exercise`'s history for the next build: made now when its page was read,
    /// else the last build's (linked; should that fail, read from it or left empty, which
    /// only makes the next build read the exercise's every set).
    private static func history(
        of exercise: String, page: String, read: Bool, content: SiteContent, context: String, fingerprint: String,
        notes: @escaping @Sendable (String) -> Data?
    ) -> SiteFile {
        let path = SitePaths.history(ofPage: page)
        let digest = PageDigest.hash(Array("history\n\(SiteMemory.version)\n\(context)\n\(fingerprint)".utf8))
        guard read else { return SiteFile(notePath: path, inputDigest: digest) { notes(path) ?? Data() } }
        let history = content.histories[exercise]
        return SiteFile(notePath: path, inputDigest: digest) {
            try history?.note ?? Data()
        }
    }

    /// The page the last build made of sets with `fingerprint`; refused when it made none.
    private static func remembered(_ page: SiteMemory.Page?, fingerprint: String, path: String) throws -> SiteMemory.Page {
        guard let page, page.fingerprint == fingerprint else {
            throw ReportError.writeFailed(path: path, reason: "its data was neither read nor built before")
        }
        return page
    }

    /// `model`, read again to render a page the last build made; refused when there is none.
    private static func found<Model>(_ model: Model?, path: String) throws -> Model {
        guard let model else { throw ReportError.writeFailed(path: path, reason: "its data is gone") }
        return model
    }
}
