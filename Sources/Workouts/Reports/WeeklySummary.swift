import FoundationEssentials

/// A week of training as a report shows it: per muscle group and per exercise, this week
/// beside the previous one, the records set, and the exercises the catalog does not know.
/// Weights are kilograms; renderers convert to the lifter's unit.
public struct WeeklySummary: Sendable, Equatable, Codable {
    /// The week, `YYYY-Www`.
    public var week: WeekIdentifier
    /// The week's first instant.
    public var start: Date
    /// The next week's first instant.
    public var end: Date
    /// The zone the week was taken in, e.g. `Europe/Berlin`.
    public var timeZone: String
    /// Per muscle group, by name: groups trained in either week.
    public var muscleGroups: [MuscleGroupComparison]
    /// Per exercise, by name: exercises done in either week.
    public var exercises: [ExerciseComparison]
    /// The records set this week, exactly the `records` history entries of its workouts
    /// (an exercise's first session sets none), by exercise, then in history order.
    public var records: [NewRecord]
    /// Exercises done this week that the catalog does not know (credited to no muscle).
    public var unmapped: [String]
    /// This week's stored sets left out because a value is outside `ValueRanges`.
    public var excluded: [ExcludedRecord]
    /// Each muscle group's weekly average over the four weeks before this one.
    public var averageOfFourWeeksBefore: [MuscleGroupVolume] = []
    /// Each muscle group with a weekly set target: this week's working sets against it.
    public var targets: [MuscleGroupTarget] = []
    /// The estimated-maximum trends over the twelve weeks ending with this one of the lifts
    /// the report follows.
    public var estimatedMaxTrends: [ExerciseTrend] = []
    /// The rules its sets were counted under, so that pages made from it count the same way.
    public var volumeRules = VolumeRules()

    /// A summary of `week` (`start..<end` in `timeZone`).
    public init(
        week: WeekIdentifier, start: Date, end: Date, timeZone: String,
        muscleGroups: [MuscleGroupComparison], exercises: [ExerciseComparison],
        records: [NewRecord], unmapped: [String], excluded: [ExcludedRecord] = []
    ) {
        self.week = week
        self.start = start
        self.end = end
        self.timeZone = timeZone
        self.muscleGroups = muscleGroups
        self.exercises = exercises
        self.records = records
        self.unmapped = unmapped
        self.excluded = excluded
    }

    /// Volume of the whole week, in kilograms (per exercise, so secondary credit is not
    /// counted twice).
    public var volumeKilograms: Double { exercises.reduce(0) { $0 + $1.current.volumeKilograms } }
    /// Volume of the previous week, in kilograms.
    public var previousVolumeKilograms: Double { exercises.reduce(0) { $0 + $1.previous.volumeKilograms } }
    /// Sets done this week.
    public var sets: Int { exercises.saturatedSum(of: \.current.sets) }
    /// Why some of this week's exercises count less volume than their sets suggest (no
    /// bodyweight known for an assisted or weighted bodyweight exercise).
    public var volumeNotes: [String] { exercises.compactMap(\.current.missingBodyweightNote) }
}

/// One exercise's sets, reps and volume in a week and in the week before.
public struct ExerciseComparison: Sendable, Equatable, Codable {
    /// The exercise's name.
    public var exercise: String
    /// This week.
    public var current: ExerciseVolume
    /// The previous week.
    public var previous: ExerciseVolume

    /// `exercise` this week and the week before.
    public init(exercise: String, current: ExerciseVolume, previous: ExerciseVolume) {
        self.exercise = exercise
        self.current = current
        self.previous = previous
    }
}

/// One muscle group's credited sets, reps and volume in a week and in the week before.
public struct MuscleGroupComparison: Sendable, Equatable, Codable {
    /// The muscle group.
    public var muscleGroup: MuscleGroup
    /// This week.
    public var current: MuscleGroupVolume
    /// The previous week.
    public var previous: MuscleGroupVolume

    /// `muscleGroup` this week and the week before.
    public init(muscleGroup: MuscleGroup, current: MuscleGroupVolume, previous: MuscleGroupVolume) {
        self.muscleGroup = muscleGroup
        self.current = current
        self.previous = previous
    }
}
