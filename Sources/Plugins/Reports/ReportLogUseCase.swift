import JSONValues
import SignalStore
import Workouts

/// Notes every notification in the log (the journal under systemd), so a written report or
/// a new record is never silent even when no other notifier is configured. `signal-failed`
/// is left out: the daemon logs every failed chain already. In the `notify` bundle it runs
/// beside the other notifiers, each of which sees every notification too.
public struct ReportLogUseCase: UseCase {
    @Dependency(\.logger) private var logger

    /// The use case.
    public init() {}

    public var name: String { "report-log" }
    public var handledSignals: [any Signal.Type] {
        NotificationSignals.all.filter { $0.wireName != SignalFailed.wireName }.map { $0 as any Signal.Type }
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is any NotificationSignal, !(signal is SignalFailed) else { return .notHandled }
        if let reached = signal as? PersonalRecordReached { return logRecords(reached) }
        if let finished = signal as? ImportFinished {
            logger.log(.notice, "import of \(finished.source) (\(finished.format)) finished: \(finished.summary)",
                       fields: ["LIFTD_IMPORT": finished.source, "LIFTD_IMPORT_FORMAT": finished.format])
            return .handledWithoutChange
        }
        if let updated = signal as? RecordsUpdated {
            logger.log(.notice, "import set \(updated.records) personal records: \(updated.exercises.joined(separator: ", "))",
                       fields: ["LIFTD_RECORDS": String(updated.records)])
        } else if let ready = signal as? ReportReady {
            let week = ready.week.map { " for \($0)" } ?? ""
            logger.log(.notice, "\(ready.report) (\(ready.format))\(week) ready: \(ready.paths.joined(separator: ", "))",
                       fields: ["LIFTD_REPORT": ready.report, "LIFTD_REPORT_FORMAT": ready.format])
        } else {
            logger.log(.notice, NotificationText(signal).summary, fields: ["LIFTD_SIGNAL": signal.wireName])
        }
        return .handledWithoutChange
    }

    /// Notes each record a logged set set.
    private func logRecords(_ reached: PersonalRecordReached) -> UseCaseResult<LiftdState> {
        for record in reached.records {
            let weight = record.weight.map { " at \($0) kg" } ?? ""
            // Values to 0.01, as JSON gives them: a record keeps its value exact.
            let previous = record.previous.map { " (was \(JSONOutput.number($0)))" } ?? ""
            logger.log(.notice,
                       "personal record: \(reached.exercise) \(record.kind.rawValue)\(weight) \(JSONOutput.number(record.value))\(previous)",
                       fields: ["LIFTD_EXERCISE": reached.exercise, "LIFTD_RECORD": record.kind.rawValue])
        }
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
        name: "report-log", summary: "on every notification but signal-failed: a line in the log"
    ) { ReportLogUseCase() }
}
