import Workouts

/// Keeps `BestLiftSteps` up to date inside one write transaction: a counting set that
/// starts no earlier than everything its exercise has extends the steps; removing or
/// changing a counting set, or adding an earlier one, marks the exercise to recompute
/// when next read. `finish()` saves the states changed.
struct BestLiftMaintainer {
    private let steps: BestLiftSteps
    private var states: [Int64: BestLiftSteps.State?] = [:]
    private var changed: Set<Int64> = []
    private var stale: Set<Int64> = []

    init(connection: SQLiteConnection, estimate: OneRepMaxEstimate) {
        steps = BestLiftSteps(connection: connection, estimate: estimate)
    }

    /// A set written to exercise `exercise` (row id).
    mutating func added(_ recorded: RecordedSet, exercise: Int64) throws {
        guard BestLiftSteps.counts(recorded.set), let weight = recorded.set.weightKilograms,
              !stale.contains(exercise) else { return }
        let known: BestLiftSteps.State?
        if let cached = states[exercise] {
            known = cached
        } else {
            if try steps.isStale(exercise) {
                stale.insert(exercise)
                return
            }
            known = try steps.state(of: exercise)
        }
        let estimated = steps.estimate.estimate(for: recorded.set)
        guard var state = known else {
            let first = BestLiftSteps.State(through: recorded.workoutStart, heaviestKilograms: weight,
                                            estimatedKilograms: estimated)
            try steps.writeStep(first, exercise: exercise)
            states[exercise] = first
            changed.insert(exercise)
            return
        }
        guard recorded.workoutStart >= state.through else {
            try markStale(exercise)
            return
        }
        state.through = recorded.workoutStart
        if state.take(weight: weight, estimated: estimated) { try steps.writeStep(state, exercise: exercise) }
        states[exercise] = state
        changed.insert(exercise)
    }

    /// A set of exercise `exercise` removed or changed; `set` as it was.
    mutating func removed(_ set: WorkoutSet, exercise: Int64) throws {
        guard BestLiftSteps.counts(set) else { return }
        try markStale(exercise)
    }

    /// Marks `exercise` to recompute when next read.
    mutating func markStale(_ exercise: Int64) throws {
        guard !stale.contains(exercise) else { return }
        stale.insert(exercise)
        try steps.markStale(exercise)
    }

    /// Saves every state changed (not those marked stale).
    mutating func finish() throws {
        for exercise in changed.subtracting(stale) {
            if let state = states[exercise] ?? nil { try steps.save(state, exercise: exercise) }
        }
        states = [:]
        changed = []
        stale = []
    }
}
