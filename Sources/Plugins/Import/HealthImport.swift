import FoundationEssentials
import Workouts

/// The reply to an `import` of an Apple Health export: the bodyweights it added.
public struct HealthImportReply: Encodable, Sendable, Equatable {
    /// The import's id (`imports`, `undo-import import=N`).
    public var `import`: ImportID
    /// `apple-health`.
    public var format = Self.format
    /// The format an Apple Health import is listed with.
    static let format = "apple-health"
    /// `HKQuantityTypeIdentifierBodyMass` records read.
    public var bodyMassRecords: Int
    /// Bodyweights stored that were not stored before.
    public var bodyweightsAdded: Int
    /// Bodyweights already stored for their instant (an earlier import of the same file).
    public var bodyweightsAlreadyPresent: Int
    /// Records skipped in all.
    public var skippedCount: Int
    /// The first skipped records, with their lines and why.
    public var skipped: [SkippedRow]
}

/// Imports the bodyweights of an Apple Health export (plain `export.xml` or Apple's
/// `export.zip`), a batch at a time, idempotently.
struct HealthImport {
    let store: any BodyweightStoring
    /// Where the import is remembered (`imports`, `undo-import`).
    let history: any ImportHistoryKeeping
    let now: Date
    /// Told as the export's bytes are read (see `WorkProgress`).
    var progress = WorkProgress {}

    /// Reads the export at `path` (`name` in errors) and stores its bodyweights.
    func run(path: String, name: String) throws -> HealthImportReply {
        do {
            var reader = AppleHealthBodyMassReader(
                source: ProgressReportingSource(try AppleHealthExportFile.xml(atPath: path, name: name), progress: progress),
                now: now,
                maximumListedSkips: ImportReply.maximumListedSkips)
            let id = try history.beginImport(file: name, format: HealthImportReply.format, at: now)
            var added = 0
            var offered = 0
            while !Task.isCancelled, let batch = try reader.nextBatch() {
                offered += batch.count
                do {
                    added += try store.importBodyweights(batch, as: id)
                } catch {
                    throw TrainingError.importRefused(name, error)
                }
            }
            try Task.checkCancellation()
            return HealthImportReply(
                import: id, bodyMassRecords: reader.recordsRead, bodyweightsAdded: added, bodyweightsAlreadyPresent: offered - added,
                skippedCount: reader.skippedCount, skipped: reader.skipped)
        } catch let error as ImportError {
            throw TrainingError.importRefused(name, error)
        }
    }
}
