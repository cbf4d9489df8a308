import FoundationEssentials
import SignalStore
import Workouts

/// A way to write the weekly summary: one file per week, in the lifter's unit.
public protocol SummaryFormat: Sendable {
    /// The plugin's name in config, e.g. `summary-markdown`.
    static var pluginName: String { get }
    /// The format's name in `report-ready`, e.g. `markdown`.
    static var formatName: String { get }
    /// The file name extension, e.g. `md`.
    static var fileExtension: String { get }
    /// The file's bytes: the same for the same summary and unit.
    func render(_ summary: WeeklySummary, units: WeightUnit) throws -> Data
    /// Further files written beside the main one, each a suffix for the week's file name
    /// (`2025-W38-e1rm.svg` for `-e1rm`) and its bytes.
    func companions(_ summary: WeeklySummary, units: WeightUnit) throws -> [(suffix: String, contents: Data)]
}

extension SummaryFormat {
    /// No further files.
    public func companions(_ summary: WeeklySummary, units: WeightUnit) throws -> [(suffix: String, contents: Data)] { [] }
}

/// Writes the weekly summary in state to `<directory>/<week>.<extension>` (and any companion
/// files the format adds) on
/// `weekly-report-due` (after `weekly-volume` computed it) and again on `units-changed`,
/// then emits `report-ready` with the path.
public struct SummaryWriterUseCase<Format: SummaryFormat>: UseCase {
    /// How the summary is written.
    public let format: Format
    /// Options: `directory`.
    public let options: ReportOptions
    @Dependency(\.reportWriter) private var writer

    /// Writes with `format` under `options.directory`.
    public init(format: Format, options: ReportOptions) {
        self.format = format
        self.options = options
    }

    public var name: String { Format.pluginName }
    public var handledSignals: [any Signal.Type] { [WeeklyReportDue.self, UnitsChanged.self] }
    public var emittedSignals: [any Signal.Type] { [ReportReady.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        let directory: String
        switch signal {
        case let request as WeeklyReportDue: directory = try ReportPath.requestedDirectory(request.directory) ?? options.directory
        case is UnitsChanged: directory = options.directory
        default: return .notHandled
        }
        guard let summary = state.weeklySummary else {
            if signal is UnitsChanged { return .handledWithoutChange }
            throw ReportError.noSummary
        }
        let contents = try format.render(summary, units: state.units)
        var paths = [try writer.write(contents, to: "\(directory)/\(summary.week).\(Format.fileExtension)")]
        for companion in try format.companions(summary, units: state.units) {
            paths.append(try writer.write(
                companion.contents, to: "\(directory)/\(summary.week)\(companion.suffix).\(Format.fileExtension)"))
        }
        return .effects([ReportReady(
            report: "weekly-summary", format: Format.formatName, paths: paths, week: summary.week.description)])
    }
}

extension PluginDescriptor {
    /// The descriptor of the summary writer for `format`, writing under `reports` by default.
    static func summaryWriter<Format: SummaryFormat>(_ format: Format, summary: String) -> PluginDescriptor {
        PluginDescriptor(
            name: Format.pluginName, summary: summary,
            options: [ReportOptions.directoryOption], defaults: ReportOptions(directory: "reports")
        ) { options in SummaryWriterUseCase(format: format, options: options) }
    }
}
