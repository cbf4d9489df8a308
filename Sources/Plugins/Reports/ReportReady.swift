import SignalStore
import Workouts

/// Tells whoever listens (an `exec` notifier) that report files were written:
/// `report-ready report=weekly-summary format=markdown paths=[…]`.
public struct ReportReady: Signal, Equatable {
    public static let wireName = "report-ready"
    /// What was written: `weekly-summary` or `health-export`.
    public var report: String
    /// The format: `markdown`, `json`, `svg`, `fhir`, `apple-health`, `strong-csv`, `fit`.
    public var format: String
    /// The files written, absolute, each durable.
    public var paths: [String]
    /// The week a summary covers, `YYYY-Www`; `nil` for exports.
    public var week: String?
    /// Stored data left out because a value is outside liftd's ranges; `nil` when none was.
    public var excluded: [ExcludedRecord]?

    /// `paths` of `report` in `format` are ready; `excluded` was left out.
    public init(report: String, format: String, paths: [String], week: String? = nil, excluded: [ExcludedRecord] = []) {
        self.report = report
        self.format = format
        self.paths = paths
        self.week = week
        self.excluded = excluded.isEmpty ? nil : excluded
    }
}
