import FoundationEssentials
import Workouts

/// Keeps the records tables up to date inside one write transaction. A set that follows
/// everything its exercise has (the usual logged set, an import of newer history) is added
/// to the exercise's tracker; any other change that can matter (an older set, a change to
/// a set or workout a record or baseline rests on, or to the first or last session)
/// marks the exercise for recomputation from its sets at `finish()`. Changes that cannot
/// matter (a warm-up, a set that holds nothing) cost one lookup. Each exercise counts its
/// sets by its load type (`RecordStore.catalog`); an added set of a lift whose records count
/// a bodyweight is given the one known at it.
struct RecordMaintainer {
    private let connection: SQLiteConnection
    private let store: RecordStore
    private var trackers: [Int64: ExerciseRecordTracker] = [:]
    private var changed: Set<Int64> = []
    private var stale: Set<Int64> = []
    /// Whether `finish()` leaves the exercises to recompute marked instead (an import,
    /// which may bring older history batch after batch: they are recomputed once, when
    /// records are next read).
    private let defersRecomputation: Bool

    init(store: RecordStore, defersRecomputation: Bool = false) {
        connection = store.connection
        self.store = store
        self.defersRecomputation = defersRecomputation
    }

    /// A set written to exercise `exercise` (row id).
    mutating func added(_ recorded: RecordedSet, exercise: Int64) throws {
        guard !stale.contains(exercise) else { return }
        let tracker = try tracker(of: exercise)
        guard recorded.countsForRecords(as: tracker.load) else { return }
        guard tracker.follows(recorded.session), !stale.contains(exercise) else {
            stale.insert(exercise)
            return
        }
        var recorded = recorded
        if tracker.load != .external, recorded.bodyweightKilograms == nil {
            recorded.bodyweightKilograms = try store.bodyweight(at: recorded.set.performedAt ?? recorded.workoutStart)
        }
        // In place: a copy of the tracker would copy its tables on each record.
        for entry in trackers[exercise]?.add(recorded) ?? [] { try store.write(entry, exercise: exercise) }
        changed.insert(exercise)
    }

    /// A set of exercise `exercise` removed; `recorded` as it was.
    mutating func removed(_ recorded: RecordedSet, exercise: Int64) throws {
        guard !stale.contains(exercise), recorded.countsForRecords(as: try tracker(of: exercise).load) else { return }
        if try matters(set: recorded.id, workout: recorded.workout, exercise: exercise) { stale.insert(exercise) }
    }

    /// A set changed from `old` (of exercise `oldExercise`) to `new` (of `newExercise`).
    mutating func updated(from old: RecordedSet, of oldExercise: Int64, to new: RecordedSet, of newExercise: Int64,
                          estimate: OneRepMaxEstimate) throws {
        let oldLoad = try tracker(of: oldExercise).load
        let newLoad = try tracker(of: newExercise).load
        if oldExercise == newExercise, oldLoad == .external, old.countsForRecords(as: oldLoad),
           Self.weaker(new, than: old, estimate: estimate) {
            try removed(old, exercise: oldExercise)
            return
        }
        if old.countsForRecords(as: oldLoad) { stale.insert(oldExercise) }
        if new.countsForRecords(as: newLoad) { stale.insert(newExercise) }
    }

    /// Workout `workout` deleted with its sets; `exercises` those it had sets of that count.
    mutating func removedWorkout(_ workout: WorkoutID, exercises: Set<Int64>) throws {
        for exercise in exercises where !stale.contains(exercise) {
            if try matters(set: nil, workout: workout, exercise: exercise) { stale.insert(exercise) }
        }
    }

    /// Recomputes every exercise marked and saves every tracker changed.
    mutating func finish() throws {
        for exercise in changed.subtracting(stale) {
            if let tracker = trackers[exercise] { try store.save(tracker, exercise: exercise) }
        }
        for exercise in stale.sorted() {
            if defersRecomputation { try store.markStale(exercise) } else { try store.recompute(exercise) }
        }
        changed = []
        stale = []
        trackers = [:]
    }

    /// Whether a change to `set` (or any set) of `workout` can change the exercise's records.
    private mutating func matters(set: SetID?, workout: WorkoutID, exercise: Int64) throws -> Bool {
        let tracker = try tracker(of: exercise)
        if stale.contains(exercise) { return true }
        if tracker.firstSession?.workout == workout || tracker.lastSession?.workout == workout { return true }
        return try store.holds(set: set, workout: workout, exercise: exercise)
    }

    private mutating func tracker(of exercise: Int64) throws -> ExerciseRecordTracker {
        if let known = trackers[exercise] { return known }
        if try store.isStale(exercise) { stale.insert(exercise) }
        let loaded = try store.tracker(of: exercise)
            ?? ExerciseRecordTracker(estimate: store.estimate, load: try store.load(of: exercise))
        trackers[exercise] = loaded
        return loaded
    }

    /// Whether `new` can reach no record that `old` could not, both of an external lift: no
    /// heavier weight (at the same weight in hundredths), no more reps, no better estimate.
    private static func weaker(_ new: RecordedSet, than old: RecordedSet, estimate: OneRepMaxEstimate) -> Bool {
        guard new.countsForRecords(as: .external) else { return true }
        guard let newWeight = new.set.weightKilograms, let oldWeight = old.set.weightKilograms,
              Hundredths.of(newWeight) == Hundredths.of(oldWeight), newWeight <= oldWeight,
              new.set.reps <= old.set.reps else { return false }
        guard let newEstimate = estimate.estimate(weightKilograms: newWeight, reps: new.set.reps) else { return true }
        guard let oldEstimate = estimate.estimate(weightKilograms: oldWeight, reps: old.set.reps) else { return false }
        return newEstimate <= oldEstimate
    }
}

extension RecordMaintainer {
    /// The set `writer` has just stored new, `set`, in a workout that started at `workoutStart`.
    mutating func added(_ writer: SetWriter, _ set: WorkoutSet, workoutStart: Date) throws {
        guard let written = writer.lastWritten else { return }
        try added(RecordedSet(id: written.set, workout: writer.workout, workoutStart: workoutStart, set: set),
                  exercise: written.exercise)
    }
}
