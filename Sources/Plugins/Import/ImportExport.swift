import Foundation
import SignalStore
import Workouts

/// Imports a Strong, Hevy or FitNotes export: `import path=strong.csv units=lbs`; or the
/// bodyweights of an Apple Health `export.xml` or `export.zip` (`path` or `upload`).
///
/// `path` is read from the configured import directory (relative to it, or absolute inside
/// it); `csv` carries the file itself when a client streams it (`liftctl import FILE`).
public struct ImportExport: SenderAwareSignal, Equatable {
    public static let wireName = "import"
    /// The file, inside the import directory.
    public var path: String?
    /// The export's contents, instead of a path.
    public var csv: String?
    /// An upload sent with `import-chunk`, instead of a path; removed once imported.
    public var upload: String?
    /// With `upload`: the size of the file in bytes; the upload must hold exactly that many.
    public var size: Int?
    /// With `upload`: the file's SHA-256 in hexadecimal; the upload must have that digest.
    public var sha256: String?
    /// The unit of a Strong classic export's weights (`kg` or `lbs`); the plugin's `units`
    /// option when absent.
    public var units: String?
    /// The uid that sent the request, from the socket's peer credentials: `upload` names one
    /// of that uid's uploads; nil from inside liftd.
    public var senderUserID: UInt32?

    /// Asks to import the file at `path`, the export `csv`, or `upload` (of `size` bytes
    /// with digest `sha256`, staged by `senderUserID`).
    public init(
        path: String? = nil, csv: String? = nil, upload: String? = nil, size: Int? = nil, sha256: String? = nil,
        units: String? = nil, senderUserID: UInt32? = nil
    ) {
        self.path = path
        self.csv = csv
        self.upload = upload
        self.size = size
        self.sha256 = sha256
        self.units = units
        self.senderUserID = senderUserID
    }
}

/// Reads the export, stores its workouts idempotently (each whole or not at all) and
/// replies with what was added, what was already there, and every skipped row (a row with
/// a value outside liftd's ranges among them).
public struct ImportExportUseCase: UseCase {
    /// Options: `import-directory`, `time-zone`, `units`, `announce-records`, `upload-space`.
    public let options: TrainingOptions
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.bodyweightStore) private var bodyweights
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var clock
    @Dependency(\.workProgress) private var progress
    @Dependency(\.logger) private var logger

    /// The use case with `options`.
    public init(options: TrainingOptions = TrainingOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [ImportExport.self, ImportChunk.self] }
    public var emittedSignals: [any Signal.Type] {
        (options.announcesRecords ? [RecordsUpdated.self] : []) + [ImportFinished.self, TrainingChanged.self]
    }

    /// The bodyweight import of the file `request` names (a `path`, or a checked `upload`,
    /// then removed) when it is an Apple Health export (a ZIP file or XML by its first
    /// bytes), else `nil`.
    private func healthImport(_ request: ImportExport, staging: UploadStaging) throws -> HealthImportReply? {
        func isHealthExport(_ file: URL) -> Bool {
            AppleHealthExportFile.recognizes(AppleHealthExportFile.prefix(ofFileAt: file.path))
        }
        let health = HealthImport(store: bodyweights, now: clock.now, progress: progress)
        switch (request.path, request.csv, request.upload) {
        case (let path?, nil, nil):
            let file = try ImportDirectory(options.importDirectory).file(path)
            return isHealthExport(file) ? try health.run(path: file.path, name: path) : nil
        case (nil, nil, let upload?):
            guard isHealthExport(try staging.file(upload)) else { return nil }
            let file = try staging.verified(upload, size: request.size, sha256: request.sha256)
            defer { try? FileManager.default.removeItem(at: file) }
            return try health.run(path: file.path, name: "upload '\(upload)'")
        default:
            return nil
        }
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        var staging = UploadStaging(directory: ImportDirectory(options.importDirectory))
        staging.spaceBytes = options.uploadSpaceMiB * 1_048_576
        if let chunk = signal as? ImportChunk {
            staging.owner = UploadStaging.owner(of: chunk.senderUserID)
            let appended = try staging.append(chunk, now: clock.now)
            logRemovals(appended, for: chunk)
            return .reply(ImportChunkReply(upload: chunk.upload, received: appended.received))
        }
        guard let request = signal as? ImportExport else { return .notHandled }
        staging.owner = UploadStaging.owner(of: request.senderUserID)
        let unit = try request.units.map { text in
            guard let unit = WeightUnit(spelling: text) else {
                throw TrainingError.invalidValue(field: "units", problem: "'\(text)' is not kg or lbs")
            }
            return unit
        } ?? options.units
        let settings = ImportSettings(timeZone: options.timeZone, strongClassicUnit: unit, now: clock.now)
        if let health = try healthImport(request, staging: staging) { return .reply(health) }
        let keeper = repository as? any PersonalRecordKeeping
        let mark = try keeper?.recordMark()
        let reply = try importExport(request, settings, staging: staging)
        // The site shows the sets the import added.
        let effects: [any Signal] = [ImportFinished(source: Self.source(of: request), reply: reply)]
            + (reply.setsAdded > 0 ? [TrainingChanged(cause: ImportExport.wireName)] : [])
        // Reading them also brings the records up to date once for the whole import.
        guard let keeper, let mark, let updated = RecordsUpdated(try keeper.records(foundAfter: mark)),
              options.announcesRecords else { return UseCaseResult(effects: effects, reply: reply) }
        return UseCaseResult(effects: [updated] + effects, reply: reply)
    }

    /// Logs the uploads `appended` removed on the way to `chunk`'s.
    private func logRemovals(_ appended: UploadStaging.Appended, for chunk: ImportChunk) {
        func named(_ upload: StagedUpload) -> String {
            let owner = upload.owner.map { $0 == "local" ? "liftd's" : "uid \($0)'s" } ?? "an older liftd's"
            return "\(owner) upload '\(upload.name)' (\(upload.size) bytes)"
        }
        for upload in appended.abandoned {
            logger.log(.notice, "import: removed \(named(upload)): no chunk for \(Int(UploadLimits.abandonedTime / 60)) minutes")
        }
        if let upload = appended.replaced {
            logger.log(.notice, "import: removed \(named(upload)), idle for over \(Int(UploadLimits.idleTime)) s, "
                + "for the new upload '\(chunk.upload)': at most \(UploadLimits.maximumUploadsPerUser) are staged per uid")
        }
    }

    /// What `request` imports, as its errors name it: the path, `upload 'ID'` or `the streamed export`.
    private static func source(of request: ImportExport) -> String {
        if let path = request.path { return path }
        if let upload = request.upload { return "upload '\(upload)'" }
        return "the streamed export"
    }

    /// Imports the file, text or upload `request` names.
    private func importExport(
        _ request: ImportExport, _ settings: ImportSettings, staging: UploadStaging
    ) throws -> ImportReply {
        switch (request.path, request.csv, request.upload) {
        case (let path?, nil, nil):
            let file = try ImportDirectory(options.importDirectory).file(path)
            try staging.checkNotStaged(file, named: path)
            return try importExport(from: { () throws(ImportError) in try FileByteSource(path: file.path, name: path) },
                                    settings, name: path)
        case (nil, let csv?, nil):
            return try importExport(from: { MemoryByteSource(Array(csv.utf8)) }, settings, name: "the streamed export")
        case (nil, nil, let upload?):
            let file = try staging.verified(upload, size: request.size, sha256: request.sha256)
            // A checked upload is imported once, whatever the outcome: a failed one is uploaded again.
            defer { try? FileManager.default.removeItem(at: file) }
            let name = "upload '\(upload)'"
            return try importExport(from: { () throws(ImportError) in try FileByteSource(path: file.path, name: name) },
                                    settings, name: name)
        default:
            throw TrainingError.invalidValue(field: "path", problem: "give exactly one of path=, csv= or upload=")
        }
    }

    /// Reads the export from the source `open` gives, a batch at a time, storing each batch
    /// before reading the next; `name` says which export errors are about.
    private func importExport(
        from open: () throws(ImportError) -> any ByteSource, _ settings: ImportSettings, name: String
    ) throws -> ImportReply {
        do {
            let reader = try ExportReader(
                source: ProgressReportingSource(try open(), progress: progress), settings: settings,
                maximumListedSkips: ImportReply.maximumListedSkips)
            var written = ImportWriteSummary()
            var exercises = Set<String>()
            // A cancelled import (its request's deadline passed, liftd stops) ends between
            // batches: those stored stay, and importing the file again adds the rest.
            while !Task.isCancelled, let batch = try reader.nextBatch() {
                for piece in batch {
                    for set in piece.workout.sets { exercises.insert(set.exercise) }
                }
                do {
                    written.add(try repository.importWorkouts(batch))
                } catch {
                    throw TrainingError.importRefused(name, error)
                }
            }
            try Task.checkCancellation()
            return ImportReply(reader: reader, written: written, exercises: exercises, catalog: catalog)
        } catch let error as ImportError {
            throw TrainingError.importRefused(name, error)
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
        name: ImportExport.wireName,
        summary: "import a Strong, Hevy or FitNotes export, or Apple Health bodyweights, idempotently",
        options: [TrainingOptions.importDirectoryOption, TrainingOptions.timeZoneOption, TrainingOptions.unitsOption,
                  TrainingOptions.announceRecordsOption, TrainingOptions.uploadSpaceOption],
        defaults: TrainingOptions()
    ) { options in ImportExportUseCase(options: options) }
}
