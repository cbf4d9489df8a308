import Foundation
import SignalStore
import Workouts

/// Publishes the weekly report as a static web site at `<output>/<directory>` (a symbolic
/// link to a complete build) on `weekly-report-due`, after `weekly-volume` computed the
/// summary, and again on `units-changed`; then emits `report-ready` with the index's path.
/// Pages show the stored training up to the end of the report's week, never the clock's
/// now; only the weeks and exercises whose sets changed are read, and only pages whose
/// data changed are rendered again. With `directory=` on the signal
/// the site goes to `<that directory>/site`.
public struct SummaryHTMLUseCase: UseCase {
    /// Options: `directory`, `publish-exports`, `exports-directory`.
    public let options: SummaryHTMLOptions
    @Dependency(\.sitePublisher) private var publisher
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.oneRepMaxEstimate) private var estimate

    /// The use case with `options`.
    public init(options: SummaryHTMLOptions = SummaryHTMLOptions()) { self.options = options }

    public var name: String { "summary-html" }
    public var handledSignals: [any Signal.Type] { [WeeklyReportDue.self, UnitsChanged.self] }
    public var emittedSignals: [any Signal.Type] { [ReportReady.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        let directory: String
        switch signal {
        case let request as WeeklyReportDue:
            directory = try ReportPath.requestedDirectory(request.directory).map { $0 + "/site" } ?? options.directory
        case is UnitsChanged: directory = options.directory
        default: return .notHandled
        }
        guard let summary = state.weeklySummary else {
            if signal is UnitsChanged { return .handledWithoutChange }
            throw ReportError.noSummary
        }
        let publisher = publisher
        let site = try siteFiles(summary, units: state.units, remembering: try? publisher.memory(at: directory),
                                 notes: { try? publisher.note($0, at: directory) })
        let publication = try publisher.publish(site.files, at: directory, remembering: try site.memory.text)
        return .effects([ReportReady(
            report: "weekly-summary", format: "html", paths: [publication.path + "/" + SitePaths.index],
            week: summary.week.description)])
    }

    /// Every file of the site for `summary` in `units`, with what the next build is to
    /// remember. With the memory of the last build (`remembering`) only the weeks and
    /// exercises whose sets changed are read (`SiteReadPlan`); the other pages keep the last
    /// build's digests, a year whose weeks all held its directory. An exercise read goes on
    /// from the history the last build kept of it (`notes`).
    func siteFiles(
        _ summary: WeeklySummary, units: WeightUnit, remembering text: String? = nil,
        notes: @escaping @Sendable (String) -> Data? = { _ in nil }
    ) throws -> (files: [SiteFile], memory: SiteMemory) {
        let calendar = Self.calendar(of: summary)
        let reports = try SiteBuild.reportFiles(summary, units: units)
        var exports: [SiteFile] = []
        if options.publishesExports {
            let prefix = options.exportsDirectory.split(separator: "/").joined(separator: "/") + "/"
            exports = try publisher.files(under: options.exportsDirectory).map { path in
                SiteFile(path: "exports/" + path.dropFirst(prefix.count), linking: path)
            }
        }
        let sources = try SiteSources(
            reader: reader, summary: summary, units: units, calendar: calendar, catalog: catalog, estimate: estimate,
            reportFiles: reports.map(\.path), exports: exports.map(\.path))
        let context = try SiteMemory.context(units: units, calendar: calendar, rules: sources.rules, estimate: estimate,
                                             catalog: catalog, pages: sources.pages)
        let memory = SiteMemory(text: text).flatMap { $0.context == context ? $0 : nil }
        let plan = SiteReadPlan(sources: sources, memory: memory, latestWeeks: try sources.latestWeeks())
        let exercises = Set(sources.fingerprints.exercises.filter { memory?.exercises[$0.key]?.page.fingerprint != $0.value }.keys)
        let remembered = (memory?.exercises ?? [:]).filter { !exercises.contains($0.key) }.mapValues(\.records)
        var histories: [String: ExerciseHistory] = [:]
        for exercise in exercises where memory != nil {
            guard let page = sources.pages[exercise], let note = notes(SitePaths.history(ofPage: page)) else { continue }
            histories[exercise] = ExerciseHistory(note: note)
        }
        let content = try sources.content(weeks: plan.weeks, exercises: exercises, remembered: remembered, histories: histories)
        let pages = try SiteBuild.pages(content, sources: sources, memory: memory, context: context, plan: plan, notes: notes)
        return (pages.files + reports + exports, pages.memory)
    }

    /// The weeks of `summary`: its zone, starting on the weekday it started on.
    static func calendar(of summary: WeeklySummary) -> WeekCalendar {
        let zone = TimeZone(identifier: summary.timeZone) ?? .gmt
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone
        let weekday = gregorian.component(.weekday, from: summary.start)
        let start = Weekday.allCases.indices.contains(weekday - 1) ? Weekday.allCases[weekday - 1] : .monday
        return WeekCalendar(timeZone: zone, weekStart: start)
    }
}

extension PluginDescriptor {
    /// `summary-html`.
    static let summaryHTML = PluginDescriptor(
        name: "summary-html",
        summary: "on weekly-report-due and units-changed: publish the weekly report as a static web site",
        defaults: SummaryHTMLOptions()
    ) { options in SummaryHTMLUseCase(options: options) }
}
