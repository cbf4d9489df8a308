import Workouts

/// One exercise in a workout or a week: its sets, reps and volume (kg), and its page.
struct SiteExerciseRow: Sendable, Equatable {
    var exercise: String
    var page: String
    var sets: Int
    var reps: Int
    var volumeKilograms: Double
}

/// One workout: when it started (on the site's clocks with the offset, `2025-09-15 07:48 +02:00`)
/// and what was done, by exercise.
struct SiteWorkout: Sendable, Equatable {
    var started: String
    var week: String
    var exercises: [SiteExerciseRow]
}

/// One current record: what, its value (kg, or reps for most-reps), at which weight, when.
struct SiteRecord: Sendable, Equatable {
    var kind: RecordKind
    var weightKilograms: Double?
    var value: Double
    var date: String
}

/// Everything a week's page shows.
struct WeekPageModel: Sendable, Equatable {
    var week: String
    var units: WeightUnit
    var first: String
    var last: String
    var muscles: [MuscleGroupVolume]
    var exercises: [SiteExerciseRow]
    var workouts: [SiteWorkout]
    /// The report's files, relative to the site, when this is the report's week.
    var reportFiles: [String]
}

/// Everything an exercise's page shows.
struct ExercisePageModel: Sendable, Equatable {
    var exercise: String
    var page: String
    var units: WeightUnit
    var estimate: OneRepMaxEstimate
    /// Every week it was trained, oldest first.
    var weeks: [ExerciseTrendWeek]
    var records: [SiteRecord]
}

/// An exercise's headline records on the index.
struct SiteRecordLine: Sendable, Equatable {
    var exercise: String
    var page: String
    /// Heaviest weight, or least assistance for an assisted lift.
    var heaviest: SiteRecord?
    var estimated: SiteRecord?
}

/// Everything the index shows: the report's week and what leads from it.
struct IndexPageModel: Sendable, Equatable {
    var summary: WeeklySummary
    var units: WeightUnit
    var bodyweights: SiteBodyweights
    var first: String
    var last: String
    var weekPages: [String]
    var exercisePages: [SiteRecordLine]
    var lastWorkouts: [SiteWorkout]
    var reportFiles: [String]
    var exports: [String]
    /// The training programs configured, each with its next session.
    var programs: [SiteProgram] = []
}
