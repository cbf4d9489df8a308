import FoundationEssentials
import SignalStore
import Workouts

/// Publishes the training log as a static web site at `<output>/<directory>` (a symbolic
/// link to a complete build), rendered whole from the database on every build: on
/// `weekly-report-due` (after `weekly-volume` computed the report, whose files its week's
/// page links; with `directory=` on the signal the site goes to `<that directory>/site`),
/// on `units-changed`, and on `training-changed` at most once a minute: a change within the
/// minute after a build is kept pending in the state and built on `site-rebuild-due`, which
/// the daemon sends once a minute while it is. Pages show every workout started up to the
/// clock's now; the index shows the latest week with a counted set. Emits `report-ready`
/// with the index's path, except after a change, where a build that fails is logged
/// instead: the workout or import that sent it stands.
public struct SummaryHTMLUseCase: UseCase {
    /// Options: `directory`, `publish-exports`, `exports-directory` and the training options.
    public let options: SummaryHTMLOptions
    @Dependency(\.sitePublisher) private var publisher
    @Dependency(\.trainingSummaryReader) private var reader
    @Dependency(\.bodyweightStore) private var bodyweightStore
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.oneRepMaxEstimate) private var estimate
    @Dependency(\.volumeTargets) private var targets
    @Dependency(\.now) private var clock
    @Dependency(\.siteRebuildInterval) private var rebuildInterval
    @Dependency(\.logger) private var logger
    @Dependency(\.configuredPrograms) private var programs

    /// The use case with `options`.
    public init(options: SummaryHTMLOptions = SummaryHTMLOptions()) { self.options = options }

    public var name: String { "summary-html" }
    public var handledSignals: [any Signal.Type] {
        [WeeklyReportDue.self, UnitsChanged.self, TrainingChanged.self, SiteRebuildDue.self]
    }
    public var emittedSignals: [any Signal.Type] { [ReportReady.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        let now = clock.now
        var directory = options.directory
        switch signal {
        case let request as WeeklyReportDue:
            guard state.weeklySummary != nil else { throw ReportError.noSummary }
            directory = try ReportPath.requestedDirectory(request.directory).map { $0 + "/site" } ?? directory
        case is UnitsChanged:
            guard state.weeklySummary != nil || state.siteBuiltAt != nil else { return .handledWithoutChange }
        case let change as TrainingChanged:
            return rebuild(after: change.cause, state, now: now)
        case is SiteRebuildDue:
            guard state.siteChangesPendingSince != nil else { return .handledWithoutChange }
            return rebuild(after: "changes since the last build", state, now: now)
        default: return .notHandled
        }
        let link = try publisher.publish(try siteFiles(state, now: now), at: directory)
        var next = state
        if directory == options.directory {
            next.siteBuiltAt = now
            next.siteChangesPendingSince = nil
        }
        return .stateAndEffects(next, [ReportReady(
            report: "weekly-summary", format: "html", paths: [link + "/" + SitePaths.index],
            week: state.weeklySummary?.week.description)])
    }

    /// Rebuilds the site after a change to the training (`cause`), or, within
    /// `rebuildInterval` after the last build, records that changes are pending. A build that
    /// fails is logged and clears them too, so a broken output directory costs one log line
    /// per change, not one a minute.
    private func rebuild(after cause: String, _ state: LiftdState, now: Date) -> UseCaseResult<LiftdState> {
        var next = state
        if let built = state.siteBuiltAt, now < built + rebuildInterval, now >= built {
            next.siteChangesPendingSince = state.siteChangesPendingSince ?? now
        } else {
            next.siteChangesPendingSince = nil
            do {
                _ = try publisher.publish(try siteFiles(state, now: now), at: options.directory)
                next.siteBuiltAt = now
            } catch {
                logger.log(.error, "summary-html: the site was not rebuilt after \(cause): \(error)")
            }
        }
        return next == state ? .handledWithoutChange : .state(next)
    }

    /// Every file of the site for the training stored up to `now`, in `state`'s units, with
    /// the files of `state`'s weekly report.
    func siteFiles(_ state: LiftdState, now: Date) throws -> [SiteFile] {
        let training = options.training
        let calendar = training.weekCalendar
        let rules = training.volumeRules
        let log = try SiteLog(
            reader: reader, before: now, calendar: calendar, rules: rules, catalog: catalog, estimate: estimate)
        let week = log.weeksWithPages.last ?? state.weeklySummary?.week ?? calendar.week(containing: now)
        let summary = try WeeklySummaryComputation(reader: reader, catalog: catalog, targets: targets, estimate: estimate)
            .summary(of: week, calendar: calendar, rules: rules, trendLifts: training.trendLifts)
        let span = calendar.span(endingWith: week, count: 12) ?? WeekSpan(weeks: [])
        let bodyweights = SiteBodyweights(
            try bodyweightStore.bodyweights(in: span.period, limit: SiteBodyweights.entryLimit), span: span)
        let reports = try state.weeklySummary.map { try Self.reportFiles($0, units: state.units) } ?? []
        var exports: [SiteFile] = []
        if options.publishesExports {
            let prefix = options.exportsDirectory.split(separator: "/").joined(separator: "/") + "/"
            exports = try publisher.files(under: options.exportsDirectory).map { path in
                SiteFile(path: "exports/" + path.dropFirst(prefix.count), linking: path)
            }
        }
        let content = SiteContent(SiteContent.Inputs(
            log: log, summary: summary, reportWeek: state.weeklySummary?.week.description, units: state.units,
            calendar: calendar, rules: rules, catalog: catalog, estimate: estimate, bodyweights: bodyweights,
            reportFiles: reports.map(\.path), exports: exports.map(\.path)))
        var index = content.index
        if !programs.isEmpty {
            index.programs = SiteProgram.all(programs, following: ProgramFollowing(), span: span, unit: state.units)
        }
        let pages = [SiteFile(path: SitePaths.index, bytes: IndexPage.render(index))]
            + content.weeks.map { SiteFile(path: SitePaths.week($0.week), bytes: WeekPage.render($0)) }
            + content.exercises.map { SiteFile(path: $0.page, bytes: ExercisePage.render($0)) }
        return pages + reports + exports
    }

    /// The weekly report's files for `summary` in `units`, as its own formats render them
    /// (so they match `reports/`): Markdown, JSON and the SVG charts.
    static func reportFiles(_ summary: WeeklySummary, units: WeightUnit) throws -> [SiteFile] {
        func files<Format: SummaryFormat>(_ format: Format) throws -> [SiteFile] {
            let base = "reports/\(summary.week)"
            return [SiteFile(path: "\(base).\(Format.fileExtension)", bytes: try format.render(summary, units: units))]
                + (try format.companions(summary, units: units)).map { companion in
                    SiteFile(path: "\(base)\(companion.suffix).\(Format.fileExtension)", bytes: companion.contents)
                }
        }
        return try files(MarkdownSummary()) + files(JSONSummary()) + files(SVGSummary())
    }
}

extension PluginDescriptor {
    /// `summary-html`.
    static let summaryHTML = PluginDescriptor(
        name: "summary-html",
        summary: "on weekly-report-due, units-changed, training-changed and site-rebuild-due: publish the training log as a static web site",
        defaults: SummaryHTMLOptions()
    ) { options in SummaryHTMLUseCase(options: options) }
}
