import FoundationEssentials

/// One schedule's health for `metrics`.
public struct ScheduleMetrics: Sendable, Equatable {
    /// The schedule's name.
    public var name: String
    /// When its last successful run started; nil when none is known.
    public var lastSuccess: Date?
    /// How late its last scheduled firing started, in seconds (jitter included); nil
    /// before one fired since start.
    public var latenessSeconds: Double?

    /// A schedule's numbers.
    public init(name: String, lastSuccess: Date? = nil, latenessSeconds: Double? = nil) {
        self.name = name
        self.lastSuccess = lastSuccess
        self.latenessSeconds = latenessSeconds
    }
}
