/// Names stored sets by their ids and corrects them one at a time, so one wrong set can be
/// fixed without deleting its workout. Every method returns only after the change is durable.
public protocol WorkoutSetEditing: Sendable {
    /// The sets of workout `id` with their ids, in order; `nil` when there is no such workout.
    func storedSets(ofWorkout id: WorkoutID) throws -> [StoredSet]?
    /// Deletes set `id` and returns it as it was; `nil` when there is no such set.
    func deleteSet(id: SetID) throws -> StoredSet?
    /// Makes `change` to set `id` and returns the set as now stored; `nil` when there is no
    /// such set. Throws `WorkoutStoreError.invalidSet` (changing nothing) when the changed
    /// set breaks a rule.
    func updateSet(id: SetID, with change: SetChange) throws -> StoredSet?
}
