import FoundationEssentials
import SignalStore
import Workouts

/// Reads the export, stores its workouts idempotently (each whole or not at all) under a new
/// import id (`imports`, `undo-import`) and replies with that id, what was added, what was
/// already there, and every skipped row (a row with a value outside liftd's ranges among them).
public struct ImportFileUseCase: UseCase {
    /// Its options (`ImportOptions`).
    public let options: ImportOptions
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.personalRecords) private var records
    @Dependency(\.bodyweightStore) private var bodyweights
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var clock
    @Dependency(\.workProgress) private var progress
    @Dependency(\.logger) private var logger
    @Dependency(\.importFiles) private var files
    @Dependency(\.programLog) var programLog
    let following = ProgramFollowing()

    /// The use case with `options`.
    public init(options: ImportOptions = ImportOptions()) { self.options = options }

    /// How many times an import lets the work thread's other jobs run between two batches:
    /// enough for a stop's chain of steps (each queues the next) to reach the import.
    static let turnsBetweenBatches = 32

    public var handledSignals: [any Signal.Type] { [ImportFile.self, ImportChunk.self] }
    public var emittedSignals: [any Signal.Type] {
        (options.announcesRecords ? [RecordsUpdated.self] : []) + [ImportFinished.self, TrainingChanged.self, Progression.self]
    }

    /// The bodyweight import of the file `request` names (a `path`, or a checked `upload`,
    /// then removed) when it is an Apple Health export (a ZIP file or XML by its first
    /// bytes), else `nil`; refused, before anything is read, with `program=`.
    private func healthImport(_ request: ImportFile, owner: String) throws -> HealthImportReply? {
        func isHealthExport(_ file: String) throws -> Bool {
            guard AppleHealthExportFile.recognizes(AppleHealthExportFile.prefix(ofFileAt: file)) else { return false }
            // Refused before anything is read: a health export brings bodyweights, no sessions.
            if request.program != nil {
                throw TrainingError.invalidValue(field: "program", problem: "an Apple Health export holds no workouts")
            }
            return true
        }
        let health = HealthImport(store: bodyweights, history: repository, now: clock.now, progress: progress)
        switch (request.path, request.csv, request.upload) {
        case (let path?, nil, nil):
            let file = try files.file(path, in: options.importDirectory)
            return try isHealthExport(file) ? try health.run(path: file, name: path) : nil
        case (nil, nil, let upload?):
            let name = try StagedUpload.checkedName(upload)
            guard try isHealthExport(try files.stagingFile(name, of: owner, in: options.importDirectory)) else { return nil }
            let shown = try Self.uploadName(request, upload)
            let file = try verifiedUpload(request, upload, owner: owner)
            defer { files.removeUpload(at: file) }
            return try health.run(path: file, name: shown)
        default:
            return nil
        }
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        if let chunk = signal as? ImportChunk {
            let appended = try files.append(
                try chunk.checkedBytes(), of: chunk, from: StagedUpload.owner(of: chunk.senderUserID),
                in: options.importDirectory, spaceBytes: options.uploadSpaceMiB * 1_048_576, now: clock.now)
            logRemovals(appended, for: chunk)
            return .reply(ImportChunkReply(upload: chunk.upload, received: appended.received))
        }
        guard let request = signal as? ImportFile else { return .notHandled }
        let owner = StagedUpload.owner(of: request.senderUserID)
        if request.name != nil, request.upload == nil {
            throw TrainingError.invalidValue(field: "name", problem: "names an upload's file: give it only with upload=")
        }
        let unit = try SpelledFields.unit(request.units, or: options.units)
        let settings = ImportSettings(timeZone: options.timeZone, strongClassicUnit: unit, now: clock.now)
        let program = try request.program.map { try following.setup(named: $0) }
        if let health = try healthImport(request, owner: owner) { return .reply(health) }
        let mark = try records.recordMark()
        let before = program.flatMap { try? following.replay(of: $0, in: state.units) }
        // The file's workouts are gathered only to become a program's sessions.
        var workouts: Set<WorkoutKey>? = program == nil ? nil : []
        var reply = try await importFile(request, settings, owner: owner, workouts: &workouts)
        let progressions = try assignSessions(
            of: program, in: workouts ?? [], reply: &reply, before: before, unit: state.units)
        // The site shows the sets the import added.
        let effects: [any Signal] = [ImportFinished(source: try Self.source(of: request), reply: reply)]
            + (reply.setsAdded + reply.setsUpdated + reply.setsRemoved > 0 ? [TrainingChanged(cause: ImportFile.wireName)] : [])
            + progressions
        // Reading them also brings the records up to date once for the whole import.
        guard let updated = RecordsUpdated(try records.records(foundAfter: mark)),
              options.announcesRecords else { return UseCaseResult(effects: effects, reply: reply) }
        return UseCaseResult(effects: [updated] + effects, reply: reply)
    }

    /// Logs the uploads `appended` removed on the way to `chunk`'s.
    private func logRemovals(_ appended: StagedChunk, for chunk: ImportChunk) {
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

    /// What `request` imports, as its errors name it: the path, the upload (`strong.csv
    /// (upload 'ID')`, or `upload 'ID'` without a `name`) or `the streamed export`.
    private static func source(of request: ImportFile) throws -> String {
        if let path = request.path { return path }
        if let upload = request.upload { return try uploadName(request, upload) }
        return "the streamed export"
    }

    /// `upload` as messages name it: with the file's `name` when the request gives one, which
    /// is refused when it is empty, too long or holds control characters.
    private static func uploadName(_ request: ImportFile, _ upload: String) throws -> String {
        guard let name = request.name else { return "upload '\(upload)'" }
        guard !name.isEmpty else { throw TrainingError.invalidValue(field: "name", problem: "must not be empty") }
        if let violation = ValueRanges.violation(requestName: name, field: "name") { throw TrainingError.outOfRange(violation) }
        return "\(name) (upload '\(upload)')"
    }

    /// Imports the file, text or upload `request` names.
    private func importFile(
        _ request: ImportFile, _ settings: ImportSettings, owner: String, workouts: inout Set<WorkoutKey>?
    ) async throws -> ImportReply {
        switch (request.path, request.csv, request.upload) {
        case (let path?, nil, nil):
            let file = try files.file(path, in: options.importDirectory)
            return try await importFile(from: { () throws(ImportError) in try FileByteSource(path: file, name: path) },
                                        settings, name: path, workouts: &workouts)
        case (nil, let csv?, nil):
            return try await importFile(
                from: { MemoryByteSource(Array(csv.utf8)) }, settings, name: "the streamed export", workouts: &workouts)
        case (nil, nil, let upload?):
            let name = try Self.uploadName(request, upload)
            let file = try verifiedUpload(request, upload, owner: owner)
            // A checked upload is imported once, whatever the outcome: a failed one is uploaded again.
            defer { files.removeUpload(at: file) }
            return try await importFile(from: { () throws(ImportError) in try FileByteSource(path: file, name: name) },
                                        settings, name: name, workouts: &workouts)
        default:
            throw TrainingError.invalidValue(field: "path", problem: "give exactly one of path=, csv= or upload=")
        }
    }

    /// The staging file of `request`'s `upload`, checked against its size and digest.
    private func verifiedUpload(_ request: ImportFile, _ upload: String, owner: String) throws -> String {
        let checked = try request.checkedUpload(upload)
        return try files.verifiedUpload(
            checked.name, of: owner, size: checked.size, sha256: checked.sha256, in: options.importDirectory)
    }

    /// Reads the export from the source `open` gives, a batch at a time, storing each batch
    /// before reading the next; `name` says which export errors are about. Between batches it
    /// lets the thread's other work run (a stop, a reload), and a cancelled import ends there
    /// with `ImportStopped`, saying where. A batch that fails to read or store after others
    /// were stored ends it with a reply saying where it stopped (`ImportReply.stopped`).
    /// `workouts`, unless nil, gathers each workout of the file met, by start and name.
    private func importFile(
        from open: () throws(ImportError) -> any ByteSource, _ settings: ImportSettings, name: String,
        workouts: inout Set<WorkoutKey>?
    ) async throws -> ImportReply {
        do {
            let reader = try ExportReader(
                source: ProgressReportingSource(try open(), progress: progress), settings: settings,
                maximumListedSkips: ImportReply.maximumListedSkips)
            let id = try repository.beginImport(file: name, format: reader.format.rawValue, at: settings.now)
            var written = ImportWriteSummary()
            var following = SourceFollowing(source: reader.format.source)
            var exercises = Set<String>()
            var names = ImportNames(ExerciseNameResolver(
                catalog: catalog, storedNames: try records.exercisesWithSets(), movedNames: try records.movedExerciseNames()))
            // A cancelled import (its request's deadline passed, liftd stops) ends between
            // batches: those stored stay, and importing the file again adds the rest.
            // A batch that fails after others were stored ends the import there: the reply
            // says where, and the records of the batches kept are announced as for a whole file.
            func stop(_ error: TrainingError) throws -> ImportReply {
                guard written.workoutsAdded + written.setsAdded + written.setsAlreadyPresent + written.setsUpdated > 0 else {
                    throw error
                }
                return ImportReply(
                    import: id, reader: reader, written: written, following: following, followed: nil,
                    exercises: exercises, names: names, catalog: catalog, settings: settings,
                    stopped: ImportStop(line: reader.line, reason: error.description))
            }
            while !Task.isCancelled {
                let batch: [ImportedWorkout]
                do {
                    guard let next = try reader.nextBatch() else { break }
                    batch = names.resolving(next)
                } catch {
                    return try stop(TrainingError.importRefused(name, error))
                }
                for piece in batch {
                    for set in piece.workout.sets { exercises.insert(set.exercise) }
                    workouts?.insert(WorkoutKey(start: piece.workout.start, name: piece.workout.name))
                }
                do {
                    written.add(try repository.importWorkouts(batch, as: id, following: &following))
                } catch {
                    return try stop(TrainingError.importRefused(name, error))
                }
                // The chain holds the daemon's one work thread. A stop takes many steps on it, each
                // a job queued behind this one: let a run of them through at every batch.
                for _ in 0..<Self.turnsBetweenBatches { await Task.yield() }
            }
            if Task.isCancelled {
                throw ImportStopped(
                    source: name, line: reader.line, workoutsAdded: written.workoutsAdded, setsAdded: written.setsAdded)
            }
            let followed = finishFollowing(following, written: written, reader: reader, name: name)
            return ImportReply(
                import: id, reader: reader, written: written, following: following, followed: followed,
                exercises: exercises, names: names, catalog: catalog, settings: settings)
        } catch let error as ImportError {
            throw TrainingError.importRefused(name, error)
        }
    }
}

extension ImportFileUseCase {
    /// Ends the import of the file `reader` read whole: removes the sets it no longer has,
    /// when no row was skipped and no workout failed (either may hold them), and lists the
    /// workouts of its app it no longer has, a failed one not among them. Every batch is
    /// stored by then, so a failure here is logged and the reply says nothing of removals.
    fileprivate func finishFollowing(
        _ following: SourceFollowing, written: ImportWriteSummary, reader: ExportReader, name: String
    ) -> FollowedSource? {
        let complete = reader.skippedRowCount == 0 && written.failedWorkouts.isEmpty
        do {
            var followed = try repository.finishFollowing(following, removesSets: complete)
            let failed = Set(written.failedWorkouts.map { "\($0.start.timeIntervalSince1970) \($0.name)" })
            followed.missingFromFile.removeAll { failed.contains("\($0.start.timeIntervalSince1970) \($0.name)") }
            return followed
        } catch {
            logger.log(.error, "import: \(name) was stored, but the sets it no longer has could not be looked for: \(error)")
            return nil
        }
    }
}

extension UseCase where Self == ImportFileUseCase {
    /// The `import` use case with default options (no import directory).
    public static var importFile: Self { Self() }
}

extension PluginDescriptor {
    /// `import`.
    static let importFile = PluginDescriptor(
        name: ImportFile.wireName,
        summary: "import a Strong, Hevy or FitNotes export, or Apple Health bodyweights, idempotently",
        defaults: ImportOptions()
    ) { options in ImportFileUseCase(options: options) }
}
