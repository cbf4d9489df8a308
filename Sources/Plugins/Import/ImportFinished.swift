import SignalStore
import Workouts

/// Tells whoever listens (`report-log`, a notifier) that an import finished, from the inbox
/// or from `liftctl import`, with its counts: `import-finished source=.inbox/strong.csv
/// format=strong-classic workoutsAdded=3 …`. A refused import emits `signal-failed` instead.
public struct ImportFinished: Signal, Equatable {
    public static let wireName = "import-finished"
    /// What was imported, as the import names it in errors: the path in the import
    /// directory, `upload 'ID'`, or `the streamed export`.
    public var source: String
    /// The export's format, e.g. `strong-classic`, `hevy`, `fitnotes`.
    public var format: String
    /// Workouts and sets the file holds.
    public var workoutsInFile: Int
    public var setsInFile: Int
    /// Workouts and sets that were new.
    public var workoutsAdded: Int
    public var setsAdded: Int
    /// Sets that were already stored (a repeated import).
    public var setsAlreadyPresent: Int
    /// Workouts and sets imported before from the same app that the file changed, and the
    /// sets it no longer has, removed.
    public var workoutsUpdated: Int
    public var setsUpdated: Int
    public var setsRemoved: Int
    /// Workouts imported before from the same app that the file no longer has (kept).
    public var missingFromFileCount: Int
    /// Rows that did not become sets.
    public var skippedRows: Int
    /// Workouts that could not be stored.
    public var failedWorkouts: Int
    /// For an import that failed part way: the line it stopped at (`ImportReply.stopped`).
    public var stoppedAtLine: Int?

    /// The import of `source` finished as `reply` says.
    public init(source: String, reply: ImportReply) {
        self.init(
            source: source, format: reply.format.rawValue, workoutsInFile: reply.workoutsInFile, setsInFile: reply.setsInFile,
            workoutsAdded: reply.workoutsAdded, setsAdded: reply.setsAdded, setsAlreadyPresent: reply.setsAlreadyPresent,
            workoutsUpdated: reply.workoutsUpdated, setsUpdated: reply.setsUpdated, setsRemoved: reply.setsRemoved,
            missingFromFileCount: reply.missingFromFileCount, skippedRows: reply.skippedRowCount, failedWorkouts: reply.failedWorkouts.count,
            stoppedAtLine: reply.stopped?.line)
    }

    /// The import of `source` in `format` finished with these counts.
    public init(
        source: String, format: String, workoutsInFile: Int = 0, setsInFile: Int = 0, workoutsAdded: Int = 0,
        setsAdded: Int = 0, setsAlreadyPresent: Int = 0, workoutsUpdated: Int = 0, setsUpdated: Int = 0,
        setsRemoved: Int = 0, missingFromFileCount: Int = 0, skippedRows: Int = 0, failedWorkouts: Int = 0,
        stoppedAtLine: Int? = nil
    ) {
        self.source = source
        self.format = format
        self.workoutsInFile = workoutsInFile
        self.setsInFile = setsInFile
        self.workoutsAdded = workoutsAdded
        self.setsAdded = setsAdded
        self.setsAlreadyPresent = setsAlreadyPresent
        self.workoutsUpdated = workoutsUpdated
        self.setsUpdated = setsUpdated
        self.setsRemoved = setsRemoved
        self.missingFromFileCount = missingFromFileCount
        self.skippedRows = skippedRows
        self.failedWorkouts = failedWorkouts
        self.stoppedAtLine = stoppedAtLine
    }

    /// One line for the log: what was added and what was left out.
    public var summary: String {
        "\(workoutsAdded) of \(workoutsInFile) workouts and \(setsAdded) of \(setsInFile) sets added, "
            + "\(setsAlreadyPresent) sets already stored, \(skippedRows) rows skipped, \(failedWorkouts) workouts failed"
            + (workoutsUpdated > 0 ? "; \(workoutsUpdated) workouts corrected to match the file (\(setsUpdated) sets "
                + "changed, \(setsRemoved) removed)" : "")
            + (missingFromFileCount > 0 ? "; \(missingFromFileCount) workouts imported before are missing from the file (kept)" : "")
            + (stoppedAtLine.map { "; it failed at line \($0) and stopped there" } ?? "")
    }
}
