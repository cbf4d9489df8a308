@testable import Plugins
import Workouts

extension ImportReply {
    /// The reply to import `id` (the first in a new database unless said) of a file in
    /// `format` holding `workouts` workouts and `sets` sets, every one new unless
    /// `setsAlreadyPresent` were stored (or the counts of a followed re-import say otherwise), with `skippedRows` left out and nothing else passed
    /// over; a Strong classic file's weights read in `assumedUnit`. The names new to liftd are
    /// the unmapped ones for a first import, none for a later one, unless `newExercises` says.
    static func imported(
        _ format: ExportFormat = .strongClassic, id: ImportID = 1, workouts: Int = 1, sets: Int, workoutsAdded: Int? = nil,
        setsAdded: Int? = nil, setsAlreadyPresent: Int = 0, skippedRows: [SkippedRow] = [], restTimerRows: Int = 0,
        failedWorkouts: [FailedWorkout] = [], unmapped: [String] = [], assumedUnit: WeightUnit = .kilograms,
        mappedByAlias: [String: String] = [:], newExercises: [String]? = nil, workoutsUpdated: Int = 0,
        setsUpdated: Int = 0, setsRemoved: Int = 0, workoutsLeftAlone: Int = 0, missingFromFile: [MissingWorkout] = []
    ) -> ImportReply {
        ImportReply(
            import: id, format: format, workoutsInFile: workouts, setsInFile: sets, workoutsAdded: workoutsAdded ?? workouts,
            setsAdded: setsAdded ?? sets - setsAlreadyPresent, setsAlreadyPresent: setsAlreadyPresent,
            workoutsUpdated: workoutsUpdated, setsUpdated: setsUpdated, setsRemoved: setsRemoved,
            workoutsLeftAlone: workoutsLeftAlone, missingFromFile: missingFromFile,
            missingFromFileCount: missingFromFile.count, skippedRows: skippedRows, skippedRowCount: skippedRows.count, restTimerRows: restTimerRows,
            failedWorkouts: failedWorkouts, unmapped: unmapped, mappedByAlias: mappedByAlias,
            newExercises: newExercises ?? (id == 1 ? unmapped : []),
            assumedUnits: format.namesItsUnits ? nil : AssumedUnits(assumedUnit))
    }
}
