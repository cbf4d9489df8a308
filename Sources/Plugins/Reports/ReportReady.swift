import SignalStore

/// Tells whoever listens (an `exec` notifier) that report files were written:
/// `report-ready report=weekly-summary format=markdown paths=[…]`.
public struct ReportReady: Signal, Equatable {
    public static let wireName = "report-ready"
    /// What was written: `weekly-summary` or `health-export`.
    public var report: String
    /// The format: `markdown`, `json`, `svg`, `fhir`, `apple-health`, `strong-csv`.
    public var format: String
    /// The files written, absolute, each durable.
    public var paths: [String]
    /// The week a summary covers, `YYYY-Www`; `nil` for exports.
    public var week: String?

    /// `paths` of `report` in `format` are ready.
    public init(report: String, format: String, paths: [String], week: String? = nil) {
        self.report = report
        self.format = format
        self.paths = paths
        self.week = week
    }
}
