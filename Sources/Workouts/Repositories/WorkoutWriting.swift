import FoundationEssentials

/// Changes workouts one step at a time, as a lifter logs them. Every method returns only
/// after the change is durable.
public protocol WorkoutWriting: Sendable {
    /// Stores a new workout (its sets, if any, included) and returns its identifier.
    func insert(_ workout: Workout) throws -> WorkoutID
    /// Appends `set` to workout `id` and returns the new set's id; throws
    /// `WorkoutStoreError.unknownWorkout` if absent.
    @discardableResult
    func append(_ set: WorkoutSet, toWorkout id: WorkoutID) throws -> SetID
    /// Marks workout `id` ended at `end`.
    func finish(workout id: WorkoutID, at end: Date) throws
    /// Removes and returns the last set of workout `id`; `nil` when it has none.
    func removeLastSet(ofWorkout id: WorkoutID) throws -> WorkoutSet?
    /// Deletes workout `id` and its sets; returns whether it existed.
    func delete(workout id: WorkoutID) throws -> Bool
}

/// Stores imported workouts idempotently and follows the app they come from: a set already
/// stored (same workout start and name, exercise, and position among that exercise's sets)
/// is not stored again, and where the file's set differs from it, it is changed to match.
/// A workout logged in liftd, or imported from another app, is never changed by an import.
public protocol WorkoutImportWriting: Sendable {
    /// Stores `workouts`, each piece whole or not at all, committing in batches; returns
    /// what was added, changed and left alone, and what failed. A piece continuing a workout
    /// (`earlierSets`) numbers its sets after the earlier pieces', as if the workout had
    /// come in one piece. What is added is remembered under import `importID`
    /// (`ImportHistoryKeeping`) when given, in the same transactions; what the file holds
    /// of `following.source`'s workouts is added to `following`.
    func importWorkouts(
        _ workouts: [ImportedWorkout], as importID: ImportID?, following: inout SourceFollowing
    ) throws -> ImportWriteSummary

    /// Ends an import whose whole file was stored: removes, when `removesSets`, the sets
    /// the file no longer has from the workouts it followed, and lists the workouts of the
    /// source that the file no longer has (never removed).
    func finishFollowing(_ following: SourceFollowing, removesSets: Bool) throws -> FollowedSource
}

extension WorkoutImportWriting {
    /// Stores `workouts` outside any import's history, as an export of `source`.
    public func importWorkouts(
        _ workouts: [ImportedWorkout], as importID: ImportID? = nil, source: WorkoutSource = .strong
    ) throws -> ImportWriteSummary {
        var following = SourceFollowing(source: source)
        return try importWorkouts(workouts, as: importID, following: &following)
    }

    /// Stores whole `workouts`, each whole or not at all, committing in batches.
    public func importWorkouts(_ workouts: [Workout], source: WorkoutSource = .strong) throws -> ImportWriteSummary {
        try importWorkouts(workouts.map { ImportedWorkout(workout: $0) }, source: source)
    }
}

/// The workout repository use cases are given: reading, writing, importing (with each
/// import's history) and correcting sets.
public typealias WorkoutRepository = WorkoutReading & WorkoutWriting & WorkoutImportWriting & ImportHistoryKeeping
    & WorkoutSetEditing

/// What an import stored.
public struct ImportWriteSummary: Sendable, Equatable, Codable {
    /// Workouts that were not stored before.
    public var workoutsAdded: Int
    /// Sets that were not stored before.
    public var setsAdded: Int
    /// Sets that were already stored as the file has them.
    public var setsAlreadyPresent: Int
    /// Sets stored before that the file has otherwise, changed to match it.
    public var setsUpdated: Int
    /// Workouts of the file that liftd holds as logged in liftd or imported from another
    /// app: left as they are.
    public var workoutsLeftAlone: Int
    /// Workouts that could not be stored, with why; nothing of them was kept.
    public var failedWorkouts: [FailedWorkout]

    /// Adds what `other` stored to this summary.
    public mutating func add(_ other: ImportWriteSummary) {
        workoutsAdded += other.workoutsAdded
        setsAdded += other.setsAdded
        setsAlreadyPresent += other.setsAlreadyPresent
        setsUpdated += other.setsUpdated
        workoutsLeftAlone += other.workoutsLeftAlone
        failedWorkouts += other.failedWorkouts
    }

    /// A summary with these counts.
    public init(workoutsAdded: Int = 0, setsAdded: Int = 0, setsAlreadyPresent: Int = 0, setsUpdated: Int = 0,
                workoutsLeftAlone: Int = 0, failedWorkouts: [FailedWorkout] = []) {
        self.workoutsAdded = workoutsAdded
        self.setsAdded = setsAdded
        self.setsAlreadyPresent = setsAlreadyPresent
        self.setsUpdated = setsUpdated
        self.workoutsLeftAlone = workoutsLeftAlone
        self.failedWorkouts = failedWorkouts
    }
}

/// A workout an import could not store.
public struct FailedWorkout: Sendable, Equatable, Codable {
    /// The workout's name.
    public var name: String
    /// When it started.
    public var start: Date
    /// Why it was not stored.
    public var reason: String

    /// Workout `name` at `start` failed because of `reason`.
    public init(name: String, start: Date, reason: String) {
        self.name = name
        self.start = start
        self.reason = reason
    }
}

/// Errors repositories report in domain terms.
public enum WorkoutStoreError: Error, Equatable, CustomStringConvertible {
    /// There is no workout with this identifier.
    case unknownWorkout(WorkoutID)
    /// The set breaks a rule (`WorkoutSet.problem`).
    case invalidSet(String)
    /// Workout `id` already has this name and start (a workout's natural key).
    case workoutExists(WorkoutID, name: String)
    /// A program change that is not kept as one (`ProgramLogKeeping.record`).
    case invalidProgramChange(String)

    public var description: String {
        switch self {
        case .unknownWorkout(let id): "no workout with id \(id)"
        case .invalidSet(let problem): "invalid set: \(problem)"
        case .workoutExists(let id, let name):
            "workout \(id) '\(name)' already starts at that time: give another name or time"
        case .invalidProgramChange(let problem): "not a program change: \(problem)"
        }
    }
}
