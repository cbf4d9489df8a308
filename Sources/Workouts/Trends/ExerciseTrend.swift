import Foundation

/// One week of an exercise's trend; every value is nil when the week has no sets counted.
public struct ExerciseTrendWeek: Sendable, Equatable, Codable {
    /// The week.
    public var week: WeekIdentifier
    /// Sets counted under the volume rules.
    public var sets: Int?
    /// Reps across those sets.
    public var reps: Int?
    /// Σ weight × reps of those sets, in kilograms.
    public var volumeKilograms: Double?
    /// The best estimated one-rep maximum of the week's working sets, in kilograms; nil
    /// also when no set earns an estimate (no weight, or reps above the cap).
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

    /// The trend of `exercise` over `span` from `sets` (its sets in the span; others are
    /// ignored), counting sets under `rules` and estimating maxima with `estimate`.
    public init(
        exercise: String, sets: [DatedSet], span: WeekSpan, rules: VolumeRules, estimate: OneRepMaxEstimate
    ) {
        var buckets = Array(repeating: [WorkoutSet](), count: span.weeks.count)
        for dated in sets where dated.set.exercise == exercise {
            guard let index = span.index(of: dated.startedAt) else { continue }
            buckets[index].append(dated.set)
        }
        self.exercise = exercise
        self.weeks = zip(span.weeks, buckets).map { week, sets in
            Self.week(week.week, sets: sets, rules: rules, estimate: estimate)
        }
    }

    private static func week(
        _ week: WeekIdentifier, sets: [WorkoutSet], rules: VolumeRules, estimate: OneRepMaxEstimate
    ) -> ExerciseTrendWeek {
        var line = ExerciseTrendWeek(week: week)
        let counted = sets.filter(rules.counts)
        guard !counted.isEmpty else { return line }
        line.sets = counted.count
        line.reps = counted.reduce(0) { $0.addingSaturated($1.reps) }
        line.volumeKilograms = counted.reduce(0) { $0 + $1.volumeKilograms }
        line.estimatedMaxKilograms = sets.compactMap(estimate.estimate(for:)).max()
        line.topSet = TopSet.top(of: sets)
        return line
    }
}
