import FoundationEssentials
import SignalStore
import Workouts

private enum WorkoutRepositoryKey: DependencyKey {
    static var liveValue: any WorkoutRepository { UnconfiguredWorkoutRepository() }
    static let name = "workoutRepository"
}

private enum ExerciseCatalogKey: DependencyKey {
    static var liveValue: ExerciseCatalog { .builtIn }
    static let name = "exerciseCatalog"
}

extension DependencyValues {
    /// Where workouts are stored. The daemon sets the SQLite repository; until then every
    /// call fails with "no database configured".
    public var workoutRepository: any WorkoutRepository {
        get { self[WorkoutRepositoryKey.self] }
        set { self[WorkoutRepositoryKey.self] = newValue }
    }

    /// Exercise names → muscle groups: the built-in table, plus the config's `exercises:`
    /// overrides and aliases when the daemon sets `ExerciseCatalog.configured(…)`.
    public var exerciseCatalog: ExerciseCatalog {
        get { self[ExerciseCatalogKey.self] }
        set { self[ExerciseCatalogKey.self] = newValue }
    }
}

/// The repository in effect until a database is configured: refuses everything clearly.
struct UnconfiguredWorkoutRepository: WorkoutRepository {
    private var refusal: TrainingError { .noDatabase }

    func workouts(limit: Int) throws -> [WorkoutSummary] { throw refusal }
    func workout(id: WorkoutID) throws -> Workout? { throw refusal }
    func workoutInProgress() throws -> WorkoutSummary? { throw refusal }
    func storedSets(startedIn period: Range<Date>) throws -> [StoredSet] { throw refusal }
    func lastSession(of exercise: String, before start: Date, excluding workout: WorkoutID) throws -> ExerciseSession? {
        throw refusal
    }
    func insert(_ workout: Workout) throws -> WorkoutID { throw refusal }
    func append(_ set: WorkoutSet, toWorkout id: WorkoutID) throws -> SetID { throw refusal }
    func finish(workout id: WorkoutID, at end: Date) throws { throw refusal }
    func removeLastSet(ofWorkout id: WorkoutID) throws -> WorkoutSet? { throw refusal }
    func delete(workout id: WorkoutID) throws -> Bool { throw refusal }
    func importWorkouts(
        _ workouts: [ImportedWorkout], as importID: ImportID?, following: inout SourceFollowing
    ) throws -> ImportWriteSummary { throw refusal }
    func finishFollowing(_ following: SourceFollowing, removesSets: Bool) throws -> FollowedSource { throw refusal }
    func beginImport(file: String, format: String, at date: Date) throws -> ImportID { throw refusal }
    func imports(limit: Int) throws -> [ImportRecord] { throw refusal }
    func undoImport(_ id: ImportID, at date: Date) throws -> ImportUndoOutcome { throw refusal }
    func storedSets(ofWorkout id: WorkoutID) throws -> [StoredSet]? { throw refusal }
    func deleteSet(id: SetID) throws -> StoredSet? { throw refusal }
    func updateSet(id: SetID, with change: SetChange) throws -> StoredSet? { throw refusal }
}
