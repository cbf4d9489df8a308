import FoundationEssentials
import Workouts

extension SQLiteWorkoutRepository {
    /// Removes, in one transaction, the sets each followed workout holds beyond what the
    /// file has of its exercises, and lists the source's workouts the file did not have.
    public func finishFollowing(_ following: SourceFollowing, removesSets: Bool) throws -> FollowedSource {
        try connection.access { connection in
            try connection.transaction {
                var updated = following.updated
                var removed = 0
                if removesSets {
                    var records = RecordMaintainer(store: recordStore(connection), defersRecomputation: true)
                    for (workout, inFile) in following.setsInFile.sorted(by: { $0.key < $1.key }) {
                        let exercises = try Self.removeSets(of: workout, beyond: inFile, connection)
                        guard !exercises.isEmpty else { continue }
                        removed += exercises.count
                        updated.insert(workout)
                        try records.removedSets(of: Set(exercises))
                    }
                    try records.finish()
                }
                return FollowedSource(
                    setsRemoved: removed, workoutsUpdated: updated.count,
                    missingFromFile: try Self.workouts(of: following.source, connection).filter {
                        !following.met.contains($0.id)
                    })
            }
        }
    }

    /// Deletes the sets of `workout` that `inFile` (sets per exercise name) does not hold;
    /// returns the exercise row id of each set deleted.
    private static func removeSets(
        of workout: WorkoutID, beyond inFile: [String: Int], _ connection: SQLiteConnection
    ) throws -> [Int64] {
        var exerciseIDs = ExerciseIDs()
        var kept: [Int64: Int] = [:]
        for (name, count) in inFile { kept[try exerciseIDs.id(of: name, connection), default: 0] += count }
        let sets = try connection.statement("SELECT id, exercise_id, ordinal FROM sets WHERE workout_id = ?1")
        sets.bind(1, workout)
        var doomed: [(set: SetID, exercise: Int64)] = []
        while try sets.step() {
            let exercise = sets.integer(1)
            if sets.integer(2) > Int64(kept[exercise] ?? 0) { doomed.append((sets.integer(0), exercise)) }
        }
        sets.reset()
        let delete = try connection.statement("DELETE FROM sets WHERE id = ?1")
        for set in doomed {
            delete.reset()
            delete.bind(1, set.set)
            try delete.step()
        }
        return doomed.map(\.exercise)
    }

    /// The workouts imported from `source`, oldest first.
    private static func workouts(of source: WorkoutSource, _ connection: SQLiteConnection) throws -> [MissingWorkout] {
        let select = try connection.statement(
            """
            SELECT w.id, w.name, w.started_at FROM workout_sources s JOIN workouts w ON w.id = s.workout_id
            WHERE s.source = ?1 AND w.imported = 1 ORDER BY w.started_at, w.id
            """)
        defer { select.reset() }
        select.bind(1, source.rawValue)
        var workouts: [MissingWorkout] = []
        while try select.step() {
            workouts.append(MissingWorkout(id: select.integer(0), name: select.text(1),
                                           start: select.date(2) ?? Date(timeIntervalSince1970: 0)))
        }
        return workouts
    }
}
