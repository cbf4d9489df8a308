
/// One week of an exercise's trend; every value is nil when the week has no sets counted.
public struct ExerciseTrendWeek: Sendable, Equatable, Codable {
    /// The week.
    public var week: WeekIdentifier
    /// Sets counted under the volume rules.
    public var sets: Int?
    /// Reps across those sets.
    public var reps: Int?
    /// Their volume in kilograms as `volume` counts it: by the exercise's load type, with the
    /// bodyweight known at each set (`ExerciseVolume.count`, `resolvingLoad`).
    public var volumeKilograms: Double?
    /// The best estimated one-rep maximum of the week's working sets, in kilograms, from the
    /// weight each moves by the exercise's load type (`LoadType.liftedKilograms`); nil also
    /// when no set earns an estimate (no weight or bodyweight known, or reps above the cap).
    public var estimatedMaxKilograms: Double?
    /// The heaviest working set (most reps breaking a tie).
    public var topSet: TopSet?

    /// An empty week.
    public init(week: WeekIdentifier) { self.week = week }

    /// Writes every key, an empty value as null, so a week without sets reads `null`, never 0.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TrendWeekKey.self)
        try container.encodeWeek(week, sets: sets, reps: reps, volumeKilograms: volumeKilograms)
        try container.encode(estimatedMaxKilograms, forKey: .estimatedMaxKilograms)
        try container.encode(topSet, forKey: .topSet)
    }
}

/// An exercise week by week: best estimated maximum, top set, sets and volume.
public struct ExerciseTrend: Sendable, Equatable, Codable {
    /// The exercise.
    public var exercise: String
    /// The weeks, oldest first.
    public var weeks: [ExerciseTrendWeek]

    /// The trend of `exercise`, of load type `load`, over `span` from `sets` (its sets in the
    /// span; others are ignored), counting sets and volume under `rules` as `volume` does and
    /// estimating maxima with `estimate`.
    public init(
        exercise: String, sets: [DatedSet], span: WeekSpan, rules: VolumeRules, load: LoadType,
        estimate: OneRepMaxEstimate
    ) {
        var buckets = Array(repeating: [DatedSet](), count: span.weeks.count)
        for dated in sets where dated.set.exercise == exercise {
            guard let index = span.index(of: dated.startedAt) else { continue }
            buckets[index].append(dated)
        }
        self.exercise = exercise
        self.weeks = zip(span.weeks, buckets).map { week, sets in
            Self.week(week.week, exercise: exercise, sets: sets, rules: rules, load: load, estimate: estimate)
        }
    }

    private static func week(
        _ week: WeekIdentifier, exercise: String, sets: [DatedSet], rules: VolumeRules, load: LoadType,
        estimate: OneRepMaxEstimate
    ) -> ExerciseTrendWeek {
        var line = ExerciseTrendWeek(week: week)
        var total = ExerciseVolume(countingSetsOf: exercise)
        for dated in sets where rules.counts(dated.set) {
            total.count(dated.set, bodyweightKilograms: dated.bodyweightKilograms)
        }
        guard total.sets > 0 else { return line }
        let volume = total.resolvingLoad(load, rules: rules)
        line.sets = volume.sets
        line.reps = volume.reps
        line.volumeKilograms = volume.volumeKilograms
        line.estimatedMaxKilograms = sets.compactMap {
            estimate.estimate(for: $0.set, load: load, bodyweightKilograms: $0.bodyweightKilograms)
        }.max()
        line.topSet = TopSet.top(of: sets.map(\.set), load: load)
        return line
    }
}
