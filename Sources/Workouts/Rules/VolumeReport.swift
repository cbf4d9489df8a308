/// Sets, reps and volume of one exercise over a period.
public struct ExerciseVolume: Sendable, Equatable, Codable {
    /// The exercise's name.
    public var exercise: String
    /// Sets counted.
    public var sets: Int
    /// Reps across those sets.
    public var reps: Int
    /// Σ weight × reps, in kilograms, as the exercise's load type counts it (`LoadVolumes`).
    public var volumeKilograms: Double
    /// Sets of an assisted or weighted bodyweight exercise (or a bodyweight one under
    /// `bodyweight-volume: true`) that counted no volume: no bodyweight was known before them.
    public var setsWithoutBodyweight: Int
    /// The volume under each load type before `VolumeReport` chooses one; `nil` once chosen.
    public var loadVolumes: LoadVolumes?

    /// `sets` sets of `exercise` with `reps` reps and `volumeKilograms` of volume.
    public init(
        exercise: String, sets: Int, reps: Int, volumeKilograms: Double, setsWithoutBodyweight: Int = 0,
        loadVolumes: LoadVolumes? = nil
    ) {
        self.exercise = exercise
        self.sets = sets
        self.reps = reps
        self.volumeKilograms = volumeKilograms
        self.setsWithoutBodyweight = setsWithoutBodyweight
        self.loadVolumes = loadVolumes
    }

    private enum CodingKeys: String, CodingKey {
        case exercise, sets, reps, volumeKilograms, setsWithoutBodyweight
    }

    /// No sets of `exercise` yet, its volume to be summed under each load type (`count`).
    public init(countingSetsOf exercise: String) {
        self.init(exercise: exercise, sets: 0, reps: 0, volumeKilograms: 0, loadVolumes: LoadVolumes())
    }

    /// Counts `set` into these totals: one set, its reps, and its volume under each load type
    /// with the bodyweight known at it. Sums hold at `Int.max` rather than trap.
    public mutating func count(_ set: WorkoutSet, bodyweightKilograms: Double?) {
        sets = sets.addingSaturated(1)
        reps = reps.addingSaturated(set.reps)
        loadVolumes?.add(LoadVolumes(of: set, bodyweightKilograms: bodyweightKilograms))
    }

    /// These totals with the volume `catalog`'s load type for the exercise counts under
    /// `rules`; unchanged when it is already chosen.
    public func resolvingLoad(rules: VolumeRules, catalog: ExerciseCatalog) -> ExerciseVolume {
        resolvingLoad(catalog.load(of: exercise), rules: rules)
    }

    /// These totals with the volume an exercise of `load` counts under `rules`; unchanged
    /// when it is already chosen. `volume`, `trend` and the site all choose it here.
    public func resolvingLoad(_ load: LoadType, rules: VolumeRules) -> ExerciseVolume {
        guard let loadVolumes else { return self }
        let (kilograms, missing) = loadVolumes.resolved(for: load, rules: rules)
        return ExerciseVolume(
            exercise: exercise, sets: sets, reps: reps, volumeKilograms: kilograms, setsWithoutBodyweight: missing)
    }

    /// `3 sets of Pull Up (Assisted) count no volume: no bodyweight known before them`, or
    /// `nil` when every set could be counted.
    public var missingBodyweightNote: String? {
        guard setsWithoutBodyweight > 0 else { return nil }
        let sets = setsWithoutBodyweight == 1 ? "1 set" : "\(setsWithoutBodyweight) sets"
        return "\(sets) of \(exercise) count no volume: no bodyweight known before "
            + (setsWithoutBodyweight == 1 ? "it" : "them") + " (log-bodyweight or an Apple Health import adds one)"
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

    /// Why some exercises count less volume than their sets suggest: one note per exercise
    /// with sets that needed a bodyweight and had none (`ExerciseVolume.missingBodyweightNote`).
    public var volumeNotes: [String] { exercises.compactMap(\.missingBodyweightNote) }

    /// Totals `sets` under `rules`, mapping exercises to muscles and load types with
    /// `catalog`; a set's bodyweight is the one `bodyweights` knew at its `performedAt` (none
    /// without a time: give workouts' sets their start first, `Workout.timedSets`). Sums hold
    /// at `Int.max` rather than trap; leave out sets outside `ValueRanges` first (`screened()`).
    public init(
        sets: [WorkoutSet], rules: VolumeRules, catalog: ExerciseCatalog,
        bodyweights: BodyweightHistory = BodyweightHistory()
    ) {
        var byExercise: [String: ExerciseVolume] = [:]
        for set in sets where rules.counts(set) {
            let bodyweight = set.performedAt.flatMap { bodyweights.kilograms(at: $0) }
            byExercise[set.exercise, default: ExerciseVolume(countingSetsOf: set.exercise)]
                .count(set, bodyweightKilograms: bodyweight)
        }
        self.init(exerciseTotals: Array(byExercise.values), rules: rules, catalog: catalog)
    }

    /// Credits muscles with per-exercise totals (already counted under `rules`), mapping
    /// exercises to muscles with `catalog` and choosing each one's volume by its load type.
    public init(exerciseTotals: [ExerciseVolume], rules: VolumeRules, catalog: ExerciseCatalog) {
        var byMuscle: [MuscleGroup: MuscleGroupVolume] = [:]
        var unmapped: [String] = []
        let exerciseTotals = exerciseTotals.map { $0.resolvingLoad(rules: rules, catalog: catalog) }
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
