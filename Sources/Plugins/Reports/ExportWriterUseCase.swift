import Foundation
import SignalStore
import Workouts

/// A health-export file format: the files it writes for a batch of workouts.
public protocol WorkoutExportFormat: Sendable {
    /// The plugin's name in config, e.g. `export-fhir`; also the name its progress is kept under.
    static var pluginName: String { get }
    /// The format's name in `report-ready`, e.g. `fhir`.
    static var formatName: String { get }
    /// The files for `workouts` (stored, finished, in order), dates in `dates`' zone, each
    /// named inside the batch's directory; `batch` names the batch. The same workouts give
    /// the same files.
    func files(for workouts: [Workout], batch: String, dates: ZonedDateText) throws -> [ExportedFile]
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

/// A format that writes the whole batch into one file.
public protocol SingleFileExportFormat: WorkoutExportFormat {
    /// The file's name inside the batch's directory, e.g. `fhir-bundle.json`.
    static var fileName: String { get }
    /// The file's bytes for `workouts` (stored, finished, in order), dates in `dates`' zone;
    /// `batch` names the batch. The same workouts give the same bytes.
    func render(_ workouts: [Workout], batch: String, dates: ZonedDateText) throws -> Data
}

extension SingleFileExportFormat {
    /// The one file, `fileName`, holding `render`.
    public func files(for workouts: [Workout], batch: String, dates: ZonedDateText) throws -> [ExportedFile] {
        [ExportedFile(name: Self.fileName, contents: try render(workouts, batch: batch, dates: dates))]
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
        let stored: [Workout]
        switch start {
        case .lastRun: stored = try reader.exportableWorkouts(notWrittenBy: Format.pluginName, startedFrom: nil)
        case .all: stored = try reader.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
        case .from(let date): stored = try reader.exportableWorkouts(notWrittenBy: nil, startedFrom: date)
        }
        let (workouts, excluded) = try ValueRanges(now: clock.now).screened(stored) { workout in
            try reader.storedSets(ofWorkout: workout)?.map(\.id) ?? []
        }
        if !excluded.isEmpty {
            logger.log(.warning, "\(Format.pluginName) left out \(excluded.count) stored record(s) out of range: "
                       + excluded.map(\.summary).joined(separator: "; "), fields: ["LIFTD_REPORT": "health-export"])
        }
        guard let first = workouts.first?.id, let last = workouts.last?.id else { return .handledWithoutChange }
        let batch = "workouts-\(Self.padded(first))-\(Self.padded(last))"
        let files = try format.files(for: workouts, batch: batch, dates: ZonedDateText(timeZone: options.timeZone))
        let paths = try files.map { try writer.write($0.contents, to: "\(directory)/\(batch)/\($0.name)") }
        if start == .lastRun { try progress.recordWritten(workouts.compactMap(\.id), by: Format.pluginName) }
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
