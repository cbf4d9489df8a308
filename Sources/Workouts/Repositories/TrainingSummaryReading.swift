import Foundation

/// Reads the aggregates a weekly summary needs, so a database can compute them where the
/// data lives instead of handing over every set.
public protocol TrainingSummaryReading: Sendable {
    /// Sets, reps and volume per exercise of the workouts that started in `period`,
    /// counting the sets `rules` count.
    func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume]
    /// The best lifts per exercise of the workouts that started in `period`.
    func bestLifts(startedIn period: Range<Date>) throws -> [String: BestLift]
    /// The best lifts of `exercises` in the workouts that started before `date`.
    func bestLifts(of exercises: [String], startedBefore date: Date) throws -> [String: BestLift]
}

/// Reads the workouts health exports write: whole, finished, in the order they were stored.
public protocol WorkoutExportReading: Sendable {
    /// Workouts stored after workout `after` (all when `nil`) that started at or after
    /// `startedFrom` (any time when `nil`), with their sets, by identifier. Imported
    /// workouts count as finished; the listing stops before the first workout a lifter is
    /// still doing, so a later export never skips it.
    func exportableWorkouts(after: WorkoutID?, startedFrom: Date?) throws -> [Workout]
}

/// Remembers how far each export has got, so `since=last-run` writes only what is new.
/// Setting a watermark returns only once it is durable.
public protocol ExportWatermarkStoring: Sendable {
    /// The last workout `export` has written, or `nil` when it never ran.
    func watermark(of export: String) throws -> WorkoutID?
    /// Records that `export` has written every exportable workout up to `workout`.
    func setWatermark(of export: String, to workout: WorkoutID) throws
}
