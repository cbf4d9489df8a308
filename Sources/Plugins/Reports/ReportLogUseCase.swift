import SignalStore

/// Notes every `report-ready` in the log (the journal under systemd), so a written report
/// is never silent even when no notifier is configured. List an `exec` notifier before it
/// to be told instead.
public struct ReportLogUseCase: UseCase {
    @Dependency(\.logger) private var logger

    /// The use case.
    public init() {}

    public var name: String { "report-log" }
    public var handledSignals: [any Signal.Type] { [ReportReady.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let ready = signal as? ReportReady else { return .notHandled }
        let week = ready.week.map { " for \($0)" } ?? ""
        logger.log(.notice, "\(ready.report) (\(ready.format))\(week) ready: \(ready.paths.joined(separator: ", "))",
                   fields: ["LIFTD_REPORT": ready.report, "LIFTD_REPORT_FORMAT": ready.format])
        return .handledWithoutChange
    }
}

extension UseCase where Self == ReportLogUseCase {
    /// The `report-log` use case.
    public static var reportLog: Self { Self() }
}

extension PluginDescriptor {
    /// `report-log`.
    static let reportLog = PluginDescriptor(
        name: "report-log", summary: "on report-ready: note the files written in the log"
    ) { ReportLogUseCase() }
}
