import Foundation
import SignalStore
import Workouts

/// Imports a Strong, Hevy or FitNotes export: `import path=strong.csv units=lbs`.
///
/// `path` is read from the configured import directory (relative to it, or absolute inside
/// it); `csv` carries the file itself when a client streams it (`liftctl import FILE`).
public struct ImportExport: Signal, Equatable {
    public static let wireName = "import"
    /// The file, inside the import directory.
    public var path: String?
    /// The export's contents, instead of a path.
    public var csv: String?
    /// An upload streamed with `import-chunk`, instead of a path; removed once imported.
    public var upload: String?
    /// The unit of a Strong classic export's weights (`kg` or `lbs`); the plugin's `units`
    /// option when absent.
    public var units: String?

    /// Asks to import the file at `path`, the export `csv`, or the streamed `upload`.
    public init(path: String? = nil, csv: String? = nil, upload: String? = nil, units: String? = nil) {
        self.path = path
        self.csv = csv
        self.upload = upload
        self.units = units
    }
}

/// Reads the export, stores its workouts idempotently (each whole or not at all) and
/// replies with what was added, what was already there, and every skipped row (a row with
/// a value outside liftd's ranges among them).
public struct ImportExportUseCase: UseCase {
    /// Options: `import-directory`, `time-zone`, `units`.
    public let options: TrainingOptions
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var clock

    /// The use case with `options`.
    public init(options: TrainingOptions = TrainingOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [ImportExport.self, ImportChunk.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        let staging = UploadStaging(directory: ImportDirectory(options.importDirectory))
        if let chunk = signal as? ImportChunk {
            return .reply(ImportChunkReply(upload: chunk.upload, received: try staging.append(chunk, now: clock.now)))
        }
        guard let request = signal as? ImportExport else { return .notHandled }
        let unit = try request.units.map { text in
            guard let unit = WeightUnit(spelling: text) else {
                throw TrainingError.invalidValue(field: "units", problem: "'\(text)' is not kg or lbs")
            }
            return unit
        } ?? options.units
        let settings = ImportSettings(timeZone: options.timeZone, strongClassicUnit: unit, now: clock.now)
        let parsed: ParsedExport
        var staged: URL?
        // An upload is imported once, whatever the outcome: a failed one is uploaded again.
        defer { if let staged { try? FileManager.default.removeItem(at: staged) } }
        switch (request.path, request.csv, request.upload) {
        case (let path?, nil, nil):
            parsed = try Self.parse(Self.read(ImportDirectory(options.importDirectory).file(path), name: path), settings, name: path)
        case (nil, let csv?, nil):
            parsed = try Self.parse(Data(csv.utf8), settings, name: "the streamed export")
        case (nil, nil, let upload?):
            let file = try staging.file(upload)
            staged = file
            // An empty file arrives as no piece at all: say so rather than "cannot read".
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw TrainingError.importRefused(
                    "upload '\(upload)': the file is empty (no piece of it arrived); expected a Strong, Hevy or FitNotes export")
            }
            parsed = try Self.parse(Self.read(file, name: "upload '\(upload)'"), settings, name: "upload '\(upload)'")
        default:
            throw TrainingError.invalidValue(field: "path", problem: "give exactly one of path=, csv= or upload=")
        }
        let written = try repository.importWorkouts(parsed.workouts)
        return .reply(ImportReply(parsed: parsed, written: written, catalog: catalog))
    }

    private static func read(_ file: URL, name: String) throws -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw TrainingError.importRefused("cannot read \(name): \(error.localizedDescription)")
        }
    }

    private static func parse(_ contents: Data, _ settings: ImportSettings, name: String) throws -> ParsedExport {
        do {
            return try ExportParser.parse(contents, settings: settings)
        } catch {
            throw TrainingError.importRefused("\(name): \(error)")
        }
    }
}

extension Signal where Self == ImportExport {
    /// Import the export at `path` in the import directory.
    public static func importExport(path: String, units: String? = nil) -> Self { Self(path: path, units: units) }
}

extension UseCase where Self == ImportExportUseCase {
    /// The `import` use case with default options (no import directory).
    public static var importExport: Self { Self() }
}

extension PluginDescriptor {
    /// `import`.
    static let importExport = PluginDescriptor(
        name: ImportExport.wireName, summary: "import a Strong, Hevy or FitNotes export, idempotently",
        options: [TrainingOptions.importDirectoryOption, TrainingOptions.timeZoneOption, TrainingOptions.unitsOption],
        defaults: TrainingOptions()
    ) { options in ImportExportUseCase(options: options) }
}
