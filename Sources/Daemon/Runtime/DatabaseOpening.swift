import Configuration
import Workouts
import WorkoutsSQLite

/// Opens the daemon's database, creating the state directory first.
enum DatabaseOpening {
    /// The repository over the database `paths` name. The state directory, and the
    /// database's directory if it lies elsewhere, are created private (0700) when missing.
    /// Personal records are rated with `estimate` and each exercise's load type in the
    /// built-in catalog with `exercises` (rebuilt where they were rated otherwise).
    static func open(_ paths: PathSettings, estimate: OneRepMaxEstimate = .standard,
                     exercises: [ExerciseOverride] = []) throws -> SQLiteWorkoutRepository {
        try PrivateFiles.createDirectory(atPath: paths.stateDirectory)
        return try SQLiteWorkoutRepository(
            path: paths.database, estimate: estimate, catalog: .configured(exercises))
    }
}
