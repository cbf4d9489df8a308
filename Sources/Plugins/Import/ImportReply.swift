import Workouts

/// What an import did: the format found, what was added, what was already stored, every
/// row or workout left out with why, and where it stopped if it failed part way.
public struct ImportReply: Encodable, Sendable, Equatable {
    /// The import's id (`imports`, `undo-import import=N`).
    public var `import`: ImportID
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
    /// Sets that were already stored as the file has them (a repeated import).
    public var setsAlreadyPresent: Int
    /// Workouts imported before from the same app whose sets the file changed: sets changed,
    /// added or removed to match it.
    public var workoutsUpdated: Int
    /// Sets imported before from the same app that the file has with other values, changed
    /// to match it.
    public var setsUpdated: Int
    /// Sets imported before from the same app that the file no longer has, removed. Only an
    /// import that read the whole file without skipping a row or failing a workout removes sets.
    public var setsRemoved: Int
    /// Workouts of the file that liftd holds as logged in liftd, or imported from another
    /// app: left as they are.
    public var workoutsLeftAlone: Int
    /// Workouts imported before from the same app that the file no longer has, oldest first:
    /// the first `ImportReply.maximumListedMissing`. They are kept; `delete-workout` removes one.
    public var missingFromFile: [MissingWorkout]
    /// Every workout missing from the file, listed or not.
    public var missingFromFileCount: Int
    /// Rows that did not become sets, with line numbers and reasons: the first
    /// `ImportReply.maximumListedSkips`.
    public var skippedRows: [SkippedRow]
    /// Every row that did not become a set, listed or not.
    public var skippedRowCount: Int
    /// Strong rest-timer rows passed over (they are not sets).
    public var restTimerRows: Int
    /// Workouts that could not be stored; nothing of them was kept.
    public var failedWorkouts: [FailedWorkout]
    /// Exercises in the file the catalog does not know.
    public var unmapped: [String]
    /// Names in the file that are another app's name for a catalog exercise, each with the
    /// catalog name its sets were stored under (FitNotes' `Flat Barbell Bench Press`:
    /// `Bench Press (Barbell)`).
    public var mappedByAlias: [String: String]
    /// Names in the file new to liftd: neither stored before nor in the catalog.
    public var newExercises: [String]
    /// For a format whose file names no unit (Strong classic): the unit its weights were
    /// read in, and how to ask for another. Absent when the file names its units.
    public var assumedUnits: AssumedUnits?
    /// For an import that failed part way: where it stopped and why. Absent when the whole
    /// file was read.
    public var stopped: ImportStop?
    /// With `program=`: the workouts of the file that count as the program's sessions
    /// (those on or after its `starts`). Absent without `program=`.
    public var programSessions: Int?

    /// The most skipped rows a reply lists.
    public static let maximumListedSkips = 1_000
    /// The most workouts missing from the file a reply lists.
    public static let maximumListedMissing = 1_000
}

extension ImportReply {
    /// The reply for import `id` of the export `reader` read, stored as `written` and
    /// ended as `followed` (nil when it stopped part way, with `following` what it had met);
    /// `exercises` are the names its sets used, and `names` how the file's names were resolved.
    init(
        import id: ImportID, reader: ExportReader, written: ImportWriteSummary, following: SourceFollowing,
        followed: FollowedSource?, exercises: Set<String>, names: ImportNames, catalog: ExerciseCatalog,
        settings: ImportSettings, stopped: ImportStop? = nil
    ) {
        self.import = id
        format = reader.format
        workoutsInFile = reader.workoutCount
        setsInFile = reader.setCount
        workoutsAdded = written.workoutsAdded
        setsAdded = written.setsAdded
        setsAlreadyPresent = written.setsAlreadyPresent
        workoutsUpdated = followed?.workoutsUpdated ?? following.updated.count
        setsUpdated = written.setsUpdated
        setsRemoved = followed?.setsRemoved ?? 0
        workoutsLeftAlone = written.workoutsLeftAlone
        missingFromFile = Array((followed?.missingFromFile ?? []).prefix(Self.maximumListedMissing))
        missingFromFileCount = followed?.missingFromFile.count ?? 0
        skippedRows = reader.skippedRows
        skippedRowCount = reader.skippedRowCount
        restTimerRows = reader.restTimerRows
        failedWorkouts = written.failedWorkouts
        unmapped = catalog.unmapped(exercises)
        mappedByAlias = names.mappedByAlias
        newExercises = names.newExercises
        assumedUnits = reader.format.namesItsUnits ? nil : AssumedUnits(settings.strongClassicUnit)
        self.stopped = stopped
    }
}

/// The unit an import read a unitless file's weights in, and how to give another.
public struct AssumedUnits: Encodable, Sendable, Equatable {
    /// The unit assumed: `kg` or `lb`.
    public var unit: String
    /// What to do when the file was in the other unit: `import … units=lb`.
    public var note: String

    /// The reply for weights read in `unit`.
    public init(_ unit: WeightUnit) {
        let other: WeightUnit = unit == .kilograms ? .pounds : .kilograms
        self.unit = unit.symbol
        note = "the file names no unit: its weights were read as \(unit.symbol) (the request's units=, "
            + "else the config's units); if they are in \(other.symbol), import it with units=\(other.symbol) "
            + "(the sets stored from this file are corrected to match)"
    }
}
