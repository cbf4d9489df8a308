import FoundationEssentials

/// The app an export comes from. liftd remembers it with each workout it imports, so that a
/// later export of the same app is followed: its corrections change the sets stored from it.
public enum WorkoutSource: String, Sendable, Codable, CaseIterable {
    /// Strong, in any of its export formats.
    case strong
    /// Hevy.
    case hevy
    /// FitNotes.
    case fitNotes = "fitnotes"
}

extension ExportFormat {
    /// The app that writes exports in this format.
    public var source: WorkoutSource {
        switch self {
        case .strongClassic, .strongLegacy, .strongV6: .strong
        case .hevy: .hevy
        case .fitNotes: .fitNotes
        }
    }
}

/// What one import has met, batch by batch, of the workouts liftd holds from the export's
/// app: once the whole file is stored, the sets it no longer has are removed and the
/// workouts it no longer has are listed (`WorkoutImportWriting.finishFollowing`).
public struct SourceFollowing: Sendable, Equatable {
    /// The export's app.
    public let source: WorkoutSource
    /// The workouts of `source` the file holds, stored before the import or by it.
    public var met: Set<WorkoutID> = []
    /// The file's workouts (`ImportedWorkout.number`) left alone: logged in liftd or another app's.
    public var leftAlone: Set<Int> = []
    /// The workouts the import stored new.
    public var added: Set<WorkoutID> = []
    /// For each workout stored before the import and followed by it, how many sets of each
    /// exercise the file holds.
    public var setsInFile: [WorkoutID: [String: Int]] = [:]
    /// The workouts stored before the import whose sets the import changed.
    public var updated: Set<WorkoutID> = []

    /// Following the workouts liftd holds from `source`.
    public init(source: WorkoutSource) { self.source = source }
}

/// What the end of an import changed and found: the sets the file no longer has, removed,
/// and the workouts it no longer has, kept.
public struct FollowedSource: Sendable, Equatable {
    /// Sets removed from workouts of the file that no longer has them.
    public var setsRemoved: Int
    /// The workouts whose sets the import changed, added to or removed from.
    public var workoutsUpdated: Int
    /// The workouts liftd holds from the export's app that the file does not have, oldest
    /// first; they are kept.
    public var missingFromFile: [MissingWorkout]

    /// The end of an import that removed `setsRemoved` sets, changed `workoutsUpdated`
    /// workouts and found `missingFromFile` missing.
    public init(setsRemoved: Int = 0, workoutsUpdated: Int = 0, missingFromFile: [MissingWorkout] = []) {
        self.setsRemoved = setsRemoved
        self.workoutsUpdated = workoutsUpdated
        self.missingFromFile = missingFromFile
    }
}

/// A workout imported from an app whose latest export no longer has it.
public struct MissingWorkout: Sendable, Equatable, Codable {
    /// Its id (`delete-workout id=N` removes it).
    public var id: WorkoutID
    /// Its name.
    public var name: String
    /// When it started.
    public var start: Date

    /// Workout `id`, `name`, started at `start`.
    public init(id: WorkoutID, name: String, start: Date) {
        self.id = id
        self.name = name
        self.start = start
    }
}
