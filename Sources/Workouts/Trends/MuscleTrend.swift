
/// One week of a muscle group's trend; every value is nil when nothing credited the group.
public struct MuscleTrendWeek: Sendable, Equatable, Codable {
    /// The week.
    public var week: WeekIdentifier
    /// Sets credited (secondary muscles fractionally).
    public var sets: Double?
    /// Reps credited.
    public var reps: Double?
    /// Volume credited, in kilograms.
    public var volumeKilograms: Double?

    /// An empty week.
    public init(week: WeekIdentifier) { self.week = week }

    /// Writes every key, an empty value as null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TrendWeekKey.self)
        try container.encodeWeek(week, sets: sets, reps: reps, volumeKilograms: volumeKilograms)
    }
}

/// A muscle group week by week: credited sets, reps and volume, as `volume` counts them.
public struct MuscleTrend: Sendable, Equatable, Codable {
    /// The muscle group.
    public var muscleGroup: MuscleGroup
    /// The weeks, oldest first.
    public var weeks: [MuscleTrendWeek]

    /// The trend of `muscleGroup` over `span` from per-workout totals counted under `rules`,
    /// crediting muscles with `catalog`.
    public init(
        muscleGroup: MuscleGroup, totals: [DatedExerciseVolume], span: WeekSpan, rules: VolumeRules,
        catalog: ExerciseCatalog
    ) {
        self.muscleGroup = muscleGroup
        self.weeks = zip(span.weeks, WeeklyMuscleVolumes.reports(of: totals, span: span, rules: rules, catalog: catalog))
            .map { week, report in
                var line = MuscleTrendWeek(week: week.week)
                if let credit = report.muscleGroups.first(where: { $0.muscleGroup == muscleGroup }), credit.sets > 0 {
                    line.sets = credit.sets
                    line.reps = credit.reps
                    line.volumeKilograms = credit.volumeKilograms
                }
                return line
            }
    }
}

/// Per-workout totals gathered into one volume report per week.
public enum WeeklyMuscleVolumes {
    /// One report per week of `span`, from `totals` counted under `rules`.
    public static func reports(
        of totals: [DatedExerciseVolume], span: WeekSpan, rules: VolumeRules, catalog: ExerciseCatalog
    ) -> [VolumeReport] {
        var buckets = Array(repeating: [String: ExerciseVolume](), count: span.weeks.count)
        for total in totals {
            guard let index = span.index(of: total.startedAt) else { continue }
            let name = total.volume.exercise
            var merged = buckets[index][name] ?? ExerciseVolume(exercise: name, sets: 0, reps: 0, volumeKilograms: 0)
            merged.sets = merged.sets.addingSaturated(total.volume.sets)
            merged.reps = merged.reps.addingSaturated(total.volume.reps)
            merged.volumeKilograms += total.volume.volumeKilograms
            buckets[index][name] = merged
        }
        return buckets.map { VolumeReport(exerciseTotals: Array($0.values), rules: rules, catalog: catalog) }
    }

    /// Each muscle group's average per week over `span` (a week without credit counts as 0).
    public static func averages(
        of totals: [DatedExerciseVolume], span: WeekSpan, rules: VolumeRules, catalog: ExerciseCatalog
    ) -> [MuscleGroupVolume] {
        let weeks = Double(max(span.weeks.count, 1))
        var sums: [MuscleGroup: MuscleGroupVolume] = [:]
        for report in reports(of: totals, span: span, rules: rules, catalog: catalog) {
            for credit in report.muscleGroups {
                var sum = sums[credit.muscleGroup]
                    ?? MuscleGroupVolume(muscleGroup: credit.muscleGroup, sets: 0, reps: 0, volumeKilograms: 0)
                sum.sets += credit.sets
                sum.reps += credit.reps
                sum.volumeKilograms += credit.volumeKilograms
                sums[credit.muscleGroup] = sum
            }
        }
        return sums.values.sorted { $0.muscleGroup < $1.muscleGroup }.map {
            MuscleGroupVolume(muscleGroup: $0.muscleGroup, sets: $0.sets / weeks, reps: $0.reps / weeks,
                              volumeKilograms: $0.volumeKilograms / weeks)
        }
    }
}
