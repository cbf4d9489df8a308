import FoundationEssentials

/// Reads the aggregates a weekly summary needs, so a database can compute them where the
/// data lives instead of handing over every set. Every aggregate leaves out the sets with
/// a value outside `ValueRanges` (`WorkoutSet.rangeViolation`); `excludedSets` lists them.
public protocol TrainingSummaryReading: TrainingHistoryReading, TrainingLogReading {
    /// Sets, reps and volume per exercise of the workouts that started in `period`,
    /// counting the sets `rules` count.
    func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume]
    /// The personal records set in the workouts that started in `period`: exactly the
    /// `records` history entries of those workouts, by exercise, then in history order.
    func records(setIn period: Range<Date>) throws -> [NewRecord]
    /// The sets of the workouts that started in `period` that the aggregates leave out, and why.
    func excludedSets(startedIn period: Range<Date>) throws -> [ExcludedRecord]
}

/// Reads the workouts health exports write: whole, finished, by identifier, a page at a
/// time, so an export of any history holds only one page of it.
public protocol WorkoutExportReading: Sendable {
    /// At most `limit` of the finished workouts (imported ones count as finished) with an
    /// identifier above `after` that started at or after `startedFrom` (any time when `nil`),
    /// leaving out those `export` has written when it is given, by identifier; with their
    /// sets when `withSets`, else with none. A workout still in progress is left out and
    /// follows once it is finished, whatever its identifier.
    func exportableWorkouts(
        notWrittenBy export: String?, startedFrom: Date?, after: WorkoutID, limit: Int, withSets: Bool
    ) throws -> [Workout]
    /// The sets of workout `id` with their ids, in order; `nil` when there is no such
    /// workout. An export names a set it leaves out by its id.
    func storedSets(ofWorkout id: WorkoutID) throws -> [StoredSet]?
}

extension WorkoutExportReading {
    /// Calls `body` with each page of the exportable workouts (as `exportableWorkouts(…)`
    /// selects them, from the first) in identifier order, `pageSize` at a time, until there
    /// are no more or `body` returns false.
    public func forEachExportablePage(
        notWrittenBy export: String?, startedFrom: Date?, after: WorkoutID = .min, pageSize: Int = 256,
        withSets: Bool, _ body: ([Workout]) throws -> Bool
    ) throws {
        var last = after
        while true {
            let page = try exportableWorkouts(
                notWrittenBy: export, startedFrom: startedFrom, after: last, limit: pageSize, withSets: withSets)
            guard let next = page.last?.id, try body(page), page.count == pageSize else { return }
            last = next
        }
    }

    /// Every exportable workout with its sets, at once: for a small history (tests, tools).
    /// Exports page through them instead.
    public func exportableWorkouts(notWrittenBy export: String?, startedFrom: Date?) throws -> [Workout] {
        var workouts: [Workout] = []
        try forEachExportablePage(notWrittenBy: export, startedFrom: startedFrom, withSets: true) { page in
            workouts += page
            return true
        }
        return workouts
    }
}

/// Remembers which workouts each export has written, so `since=last-run` writes only what
/// is new. Recording returns only once it is durable.
public protocol ExportProgressStoring: Sendable {
    /// The workouts `export` has written, by identifier.
    func workoutsWritten(by export: String) throws -> [WorkoutID]
    /// Records that `export` has written `workouts`.
    func recordWritten(_ workouts: [WorkoutID], by export: String) throws
}
