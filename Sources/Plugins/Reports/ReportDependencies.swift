import FoundationEssentials
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

private enum ExportProgressKey: DependencyKey {
    static var liveValue: any ExportProgressStoring { UnconfiguredReportSources() }
    static let name = "exportProgress"
}

extension DependencyValues {
    /// Where reports and exports are written. The daemon sets PluginFileSystem's
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

    /// Which workouts each health export has written (the SQLite repository in the daemon).
    public var exportProgress: any ExportProgressStoring {
        get { self[ExportProgressKey.self] }
        set { self[ExportProgressKey.self] = newValue }
    }
}

/// The report sources in effect until a database is configured: refuse everything clearly.
struct UnconfiguredReportSources: TrainingSummaryReading, WorkoutExportReading, ExportProgressStoring {
    private var refusal: TrainingError { .noDatabase }

    func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume] { throw refusal }
    func records(setIn period: Range<Date>) throws -> [NewRecord] { throw refusal }
    func excludedSets(startedIn period: Range<Date>) throws -> [ExcludedRecord] { throw refusal }
    func datedSets(of exercise: String, startedIn period: Range<Date>) throws -> [DatedSet] { throw refusal }
    func workoutExerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [DatedExerciseVolume] {
        throw refusal
    }
    func forEachLoggedSet(startedBefore end: Date, _ body: (LoggedSet) throws -> Void) throws { throw refusal }
    func exportableWorkouts(
        notWrittenBy export: String?, startedFrom: Date?, after: WorkoutID, limit: Int, withSets: Bool
    ) throws -> [Workout] {
        throw refusal
    }
    func storedSets(ofWorkout id: WorkoutID) throws -> [StoredSet]? { throw refusal }
    func workoutsWritten(by export: String) throws -> [WorkoutID] { throw refusal }
    func recordWritten(_ workouts: [WorkoutID], by export: String) throws { throw refusal }
}
