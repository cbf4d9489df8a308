import Workouts

/// What an import did: the format found, what was added, what was already stored, and
/// every row or workout left out with why.
public struct ImportReply: Encodable, Sendable, Equatable {
    /// The format the header named.
    public var format: ExportFormat
    /// Workouts the file holds.
    public var workoutsInFile: Int
    /// Sets the file holds (skipped rows not counted).
    public var setsInFile: Int
    /// Workouts that were new.
    public var workoutsAdded: Int
    /// Sets that were new.
    public var setsAdded: Int
    /// Sets that were already stored (a repeated import).
    public var setsAlreadyPresent: Int
    /// Rows that did not become sets, with line numbers and reasons.
    public var skippedRows: [SkippedRow]
    /// Strong rest-timer rows passed over (they are not sets).
    public var restTimerRows: Int
    /// Workouts that could not be stored; nothing of them was kept.
    public var failedWorkouts: [FailedWorkout]
    /// Exercises in the file the catalog does not know.
    public var unmapped: [String]

    /// The reply for `parsed`, stored as `written`.
    public init(parsed: ParsedExport, written: ImportWriteSummary, catalog: ExerciseCatalog) {
        format = parsed.format
        workoutsInFile = parsed.workouts.count
        setsInFile = parsed.setCount
        workoutsAdded = written.workoutsAdded
        setsAdded = written.setsAdded
        setsAlreadyPresent = written.setsAlreadyPresent
        skippedRows = parsed.skippedRows
        restTimerRows = parsed.restTimerRows
        failedWorkouts = written.failedWorkouts
        var names = Set<String>()
        for workout in parsed.workouts {
            for set in workout.sets { names.insert(set.exercise) }
        }
        unmapped = catalog.unmapped(names)
    }
}
