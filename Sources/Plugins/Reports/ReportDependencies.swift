import Foundation
import SignalStore
import Workouts

private enum ReportWriterKey: DependencyKey {
    static var liveValue: any ReportWriting { UnconfiguredReportWriter() }
    static let name = "reportWriter"
}

private enum TrainingSummaryReaderKey: DependencyKey {
    static var liveValue: any TrainingSummaryReading { UnconfiguredReportSources() }
    static let name = "trainingSummaryReader"
}

private enum WorkoutExportReaderKey: DependencyKey {
    static var liveValue: any WorkoutExportReading { UnconfiguredReportSources() }
    static let name = "workoutExportReader"
}

private enum ExportWatermarksKey: DependencyKey {
    static var liveValue: any ExportWatermarkStoring { UnconfiguredReportSources() }
    static let name = "exportWatermarks"
}

extension DependencyValues {
    /// Where reports and exports are written. The daemon sets
    /// `AtomicFileWriter(outputDirectory: paths.outputDirectory)`; until then writes fail.
    public var reportWriter: any ReportWriting {
        get { self[ReportWriterKey.self] }
        set { self[ReportWriterKey.self] = newValue }
    }

    /// The aggregates weekly summaries are built from (the SQLite repository in the daemon).
    public var trainingSummaryReader: any TrainingSummaryReading {
        get { self[TrainingSummaryReaderKey.self] }
        set { self[TrainingSummaryReaderKey.self] = newValue }
    }

    /// The workouts health exports write (the SQLite repository in the daemon).
    public var workoutExportReader: any WorkoutExportReading {
        get { self[WorkoutExportReaderKey.self] }
        set { self[WorkoutExportReaderKey.self] = newValue }
    }

    /// How far each health export has got (the SQLite repository in the daemon).
    public var exportWatermarks: any ExportWatermarkStoring {
        get { self[ExportWatermarksKey.self] }
        set { self[ExportWatermarksKey.self] = newValue }
    }
}

/// The report sources in effect until a database is configured: refuse everything clearly.
struct UnconfiguredReportSources: TrainingSummaryReading, WorkoutExportReading, ExportWatermarkStoring {
    private var refusal: TrainingError { .noDatabase }

    func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume] { throw refusal }
    func bestLifts(startedIn period: Range<Date>) throws -> [String: BestLift] { throw refusal }
    func bestLifts(of exercises: [String], startedBefore date: Date) throws -> [String: BestLift] { throw refusal }
    func exportableWorkouts(after: WorkoutID?, startedFrom: Date?) throws -> [Workout] { throw refusal }
    func watermark(of export: String) throws -> WorkoutID? { throw refusal }
    func setWatermark(of export: String, to workout: WorkoutID) throws { throw refusal }
}
