import FoundationEssentials
import SignalStore
import Workouts

/// A health-export file format: the files it writes for a batch of workouts, written as
/// streams, a workout at a time, so that an export of any history holds one workout.
public protocol WorkoutExportFormat: Sendable {
    /// The plugin's name in config, e.g. `export-fhir`; also the name its progress is kept under.
    static var pluginName: String { get }
    /// The format's name in `report-ready`, e.g. `fhir`.
    static var formatName: String { get }
    /// Writes the files for `batch`'s workouts (stored, finished, in order) to `files`, each
    /// named inside the batch's directory, dates in `dates`' zone. The same workouts give
    /// the same files.
    func write(_ batch: ExportBatch, dates: ZonedDateText, to files: ExportFiles) throws
}

extension WorkoutExportFormat {
    /// The files `write` makes for `workouts` in a batch named `batch`, held in memory: for
    /// a small batch (tests, tools).
    public func files(for workouts: [Workout], batch: String, dates: ZonedDateText) throws -> [ExportedFile] {
        var files: [ExportedFile] = []
        let sink = ExportFiles { name in
            MemoryReportFile(name: name) { files.append(ExportedFile(name: $0.name, contents: $0.contents)) }
        }
        try write(ExportBatch(name: batch, workouts: workouts), dates: dates, to: sink)
        return files
    }
}

/// One file of an export: its name inside the batch's directory and its bytes.
public struct ExportedFile: Sendable, Equatable {
    /// The file's name, e.g. `fhir-bundle.json`.
    public var name: String
    /// Its bytes.
    public var contents: Data

    /// A file named `name` holding `contents`.
    public init(name: String, contents: Data) {
        self.name = name
        self.contents = contents
    }
}

/// A format that writes a batch into one file (FHIR starts another past
/// `FHIRBundleExport.entriesPerBundle` workouts).
public protocol SingleFileExportFormat: WorkoutExportFormat {
    /// The file's name inside the batch's directory, e.g. `fhir-bundle.json`.
    static var fileName: String { get }
}

extension SingleFileExportFormat {
    /// The bytes of the batch's file for `workouts` (stored, finished, in order), dates in
    /// `dates`' zone, built in memory; `batch` names the batch. The same workouts give the
    /// same bytes.
    public func render(_ workouts: [Workout], batch: String, dates: ZonedDateText) throws -> Data {
        try files(for: workouts, batch: batch, dates: dates).first?.contents ?? Data()
    }
}

/// Writes the workouts a `health-export-due` asks for to
/// `<directory>/workouts-<first id>-<last id>/<file>` (each file atomically; the batch is
/// recorded once all are durable) and emits `report-ready`. With
/// `since=last-run` it writes only finished workouts it has not written before, and records
/// them once the file is durable; a workout in progress follows once finished. When nothing
/// is new it writes nothing. Stored data outside `ValueRanges` is left out, logged and
/// listed in `report-ready`'s `excluded`, and the rest is written.
public struct ExportWriterUseCase<Format: WorkoutExportFormat>: UseCase {
    /// How workouts are written.
    public let format: Format
    /// Options: `directory`, `time-zone`.
    public let options: ReportOptions
    @Dependency(\.reportWriter) private var writer
    @Dependency(\.workoutExportReader) private var reader
    @Dependency(\.exportProgress) private var progress
    @Dependency(\.now) private var clock
    @Dependency(\.logger) private var logger

    /// Writes with `format` under `options.directory`.
    public init(format: Format, options: ReportOptions) {
        self.format = format
        self.options = options
    }

    public var name: String { Format.pluginName }
    public var handledSignals: [any Signal.Type] { [HealthExportDue.self] }
    public var emittedSignals: [any Signal.Type] { [ReportReady.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? HealthExportDue else { return .notHandled }
        let start = try request.start(in: options.timeZone)
        let directory = try ReportPath.requestedDirectory(request.directory) ?? options.directory
        _ = try ReportPath.components(of: directory)
        let selection = ExportSelection(start, export: Format.pluginName)
        let ranges = ValueRanges(now: clock.now)
        let plan = try ExportPlan(selection, reader: reader, ranges: ranges)
        var excludedSets: [ExcludedRecord] = []
        var paths: [String] = []
        if let first = plan.kept.first, let last = plan.kept.last {
            let name = "workouts-\(Self.padded(first))-\(Self.padded(last))"
            let batch = ExportBatch(name: name, latestEnd: plan.latestEnd) { body in
                try plan.forEachKeptWorkout(
                    selection, reader: reader, ranges: ranges, excluded: { excludedSets += $0 }, body)
            }
            let files = ExportFiles { [writer] file in try writer.create("\(directory)/\(name)/\(file)") }
            try format.write(batch, dates: ZonedDateText(timeZone: options.timeZone), to: files)
            try files.finish()
            paths = files.paths
        }
        let excluded = ExportPlan.merged(plan.excludedWorkouts, excludedSets)
        if !excluded.isEmpty {
            logger.log(.warning, "\(Format.pluginName) left out \(excluded.count) stored record(s) out of range: "
                       + excluded.map(\.summary).joined(separator: "; "), fields: ["LIFTD_REPORT": "health-export"])
        }
        guard !plan.kept.isEmpty else { return .handledWithoutChange }
        if start == .lastRun { try progress.recordWritten(plan.kept, by: Format.pluginName) }
        return .effects([ReportReady(
            report: "health-export", format: Format.formatName, paths: paths, excluded: excluded)])
    }

    /// `identifier` zero-padded to six digits, so batches sort by name.
    private static func padded(_ identifier: WorkoutID) -> String {
        let text = String(identifier)
        return String(repeating: "0", count: max(0, 6 - text.count)) + text
    }
}

extension PluginDescriptor {
    /// The descriptor of the export writer for `format`, writing under `health` by default.
    static func exportWriter<Format: WorkoutExportFormat>(_ format: Format, summary: String) -> PluginDescriptor {
        PluginDescriptor(
            name: Format.pluginName, summary: summary,
            options: [ReportOptions.directoryOption, ReportOptions.timeZoneOption],
            defaults: ReportOptions(directory: "health")
        ) { options in ExportWriterUseCase(format: format, options: options) }
    }
}

/// A workout's totals as exports report them: working sets, their reps and volume. The sum
/// of reps holds at `Int.max` rather than trap.
struct WorkoutTotals {
    let sets: Int
    let reps: Int
    let volumeKilograms: Double

    init(_ workout: Workout) {
        let working = workout.sets.filter(\.kind.isWorking)
        sets = working.count
        reps = working.saturatedSum(of: \.reps)
        volumeKilograms = working.reduce(0) { $0 + $1.volumeKilograms }
    }
}
