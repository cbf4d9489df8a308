/// Sets, reps and volume of one exercise over a period.
public struct ExerciseVolume: Sendable, Equatable, Codable {
    /// The exercise's name.
    public var exercise: String
    /// Sets counted.
    public var sets: Int
    /// Reps across those sets.
    public var reps: Int
    /// Σ weight × reps, in kilograms.
    public var volumeKilograms: Double

    /// `sets` sets of `exercise` with `reps` reps and `volumeKilograms` of volume.
    public init(exercise: String, sets: Int, reps: Int, volumeKilograms: Double) {
        self.exercise = exercise
        self.sets = sets
        self.reps = reps
        self.volumeKilograms = volumeKilograms
    }
}

/// Sets, reps and volume credited to one muscle group (secondary credit is fractional).
public struct MuscleGroupVolume: Sendable, Equatable, Codable {
    /// The muscle group.
    public var muscleGroup: MuscleGroup
    /// Sets credited.
    public var sets: Double
    /// Reps credited.
    public var reps: Double
    /// Volume credited, in kilograms.
    public var volumeKilograms: Double

    /// `sets`, `reps` and `volumeKilograms` credited to `muscleGroup`.
    public init(muscleGroup: MuscleGroup, sets: Double, reps: Double, volumeKilograms: Double) {
        self.muscleGroup = muscleGroup
        self.sets = sets
        self.reps = reps
        self.volumeKilograms = volumeKilograms
    }
}

/// Training volume over a period, per exercise and per muscle group.
public struct VolumeReport: Sendable, Equatable, Codable {
    /// Per exercise, by name.
    public var exercises: [ExerciseVolume]
    /// Per muscle group, by name; groups with no credit are left out.
    public var muscleGroups: [MuscleGroupVolume]
    /// Exercises the catalog does not know: counted per exercise, credited to no muscle.
    public var unmapped: [String]

    /// Totals `sets` under `rules`, mapping exercises to muscles with `catalog`. Sums hold at
    /// `Int.max` rather than trap; leave out sets outside `ValueRanges` first (`screened()`).
    public init(sets: [WorkoutSet], rules: VolumeRules, catalog: ExerciseCatalog) {
        var byExercise: [String: ExerciseVolume] = [:]
        for set in sets where rules.counts(set) {
            var total = byExercise[set.exercise]
                ?? ExerciseVolume(exercise: set.exercise, sets: 0, reps: 0, volumeKilograms: 0)
            total.sets += 1
            total.reps = total.reps.addingSaturated(set.reps)
            total.volumeKilograms += set.volumeKilograms
            byExercise[set.exercise] = total
        }
        self.init(exerciseTotals: Array(byExercise.values), rules: rules, catalog: catalog)
    }

    /// Credits muscles with per-exercise totals (already counted under `rules`), mapping
    /// exercises to muscles with `catalog`.
    public init(exerciseTotals: [ExerciseVolume], rules: VolumeRules, catalog: ExerciseCatalog) {
        var byMuscle: [MuscleGroup: MuscleGroupVolume] = [:]
        var unmapped: [String] = []
        for total in exerciseTotals {
            guard let exercise = catalog.exercise(named: total.exercise) else {
                unmapped.append(total.exercise)
                continue
            }
            let credits = exercise.primaryMuscles.map { ($0, 1.0) }
                + exercise.secondaryMuscles.map { ($0, rules.secondaryFraction) }
            for (muscle, share) in credits {
                var credit = byMuscle[muscle]
                    ?? MuscleGroupVolume(muscleGroup: muscle, sets: 0, reps: 0, volumeKilograms: 0)
                credit.sets += share * Double(total.sets)
                credit.reps += share * Double(total.reps)
                credit.volumeKilograms += share * total.volumeKilograms
                byMuscle[muscle] = credit
            }
        }
        self.exercises = exerciseTotals.sorted { $0.exercise < $1.exercise }
        self.muscleGroups = byMuscle.values.sorted { $0.muscleGroup < $1.muscleGroup }
        self.unmapped = unmapped.sorted()
    }
}
