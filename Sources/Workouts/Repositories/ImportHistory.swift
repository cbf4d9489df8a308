import FoundationEssentials

/// Identifies one import. Ids are never reused.
public typealias ImportID = Int64

/// One past import, as `imports` lists it.
public struct ImportRecord: Sendable, Equatable, Codable {
    /// Its id (`undo-import import=N`).
    public var id: ImportID
    /// The file imported, as the request named it.
    public var file: String
    /// The format read (`strong-classic`, `hevy`, `apple-health`, …).
    public var format: String
    /// When it ran.
    public var importedAt: Date
    /// Workouts it stored new.
    public var workoutsAdded: Int
    /// Sets it stored new.
    public var setsAdded: Int
    /// Bodyweights it stored new.
    public var bodyweightsAdded: Int
    /// When `undo-import` removed what it added; absent while it stands.
    public var undoneAt: Date?

    /// A listing entry with these values.
    public init(id: ImportID, file: String, format: String, importedAt: Date, workoutsAdded: Int = 0,
                setsAdded: Int = 0, bodyweightsAdded: Int = 0, undoneAt: Date? = nil) {
        self.id = id
        self.file = file
        self.format = format
        self.importedAt = importedAt
        self.workoutsAdded = workoutsAdded
        self.setsAdded = setsAdded
        self.bodyweightsAdded = bodyweightsAdded
        self.undoneAt = undoneAt
    }
}

/// What `undo-import` removed.
public struct UndoneImport: Sendable, Equatable, Codable {
    /// The import undone.
    public var `import`: ImportID
    /// Workouts removed (with every set in them).
    public var workoutsRemoved: Int
    /// Sets removed, those in removed workouts included.
    public var setsRemoved: Int
    /// Bodyweights removed.
    public var bodyweightsRemoved: Int

    /// These counts for import `id`.
    public init(import id: ImportID, workoutsRemoved: Int, setsRemoved: Int, bodyweightsRemoved: Int) {
        self.import = id
        self.workoutsRemoved = workoutsRemoved
        self.setsRemoved = setsRemoved
        self.bodyweightsRemoved = bodyweightsRemoved
    }
}

/// How an `undoImport` ended.
public enum ImportUndoOutcome: Sendable, Equatable {
    /// It removed what the import added.
    case undone(UndoneImport)
    /// No import has this id.
    case unknown
    /// The import was undone already, at this instant.
    case alreadyUndone(Date)
}

/// The history of imports: each import gets an id before it writes, the workouts, sets and
/// bodyweights it stores are remembered under it, and it can be undone whole.
public protocol ImportHistoryKeeping: Sendable {
    /// Remembers an import of `file` in `format` starting at `date`; returns its id.
    func beginImport(file: String, format: String, at date: Date) throws -> ImportID
    /// The imports, newest first, at most `limit`.
    func imports(limit: Int) throws -> [ImportRecord]
    /// Removes, in one transaction, the workouts (with their sets), the sets added to other
    /// workouts and the bodyweights import `id` stored, recomputes the records of the
    /// exercises touched, and marks it undone at `date`.
    func undoImport(_ id: ImportID, at date: Date) throws -> ImportUndoOutcome
}
