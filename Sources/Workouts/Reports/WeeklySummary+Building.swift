import FoundationEssentials
import ZoneInfo

/// What a weekly summary is built from: the per-exercise totals of two weeks and the
/// best lifts of the week and of everything before it.
public struct WeeklyTotals: Sendable, Equatable {
    /// This week's totals per exercise.
    public var current: [ExerciseVolume]
    /// The previous week's totals per exercise.
    public var previous: [ExerciseVolume]
    /// This week's best lifts, by exercise.
    public var currentBests: [String: BestLift]
    /// The best lifts before this week of the exercises done this week.
    public var earlierBests: [String: BestLift]
    /// This week's stored sets the totals leave out because a value is out of range.
    public var excluded: [ExcludedRecord]

    /// Totals for a summary.
    public init(
        current: [ExerciseVolume], previous: [ExerciseVolume],
        currentBests: [String: BestLift], earlierBests: [String: BestLift], excluded: [ExcludedRecord] = []
    ) {
        self.current = current
        self.previous = previous
        self.currentBests = currentBests
        self.earlierBests = earlierBests
        self.excluded = excluded
    }
}

extension WeeklySummary {
    /// The summary of `week` (`period` in `timeZone`) from `totals`, crediting muscles with
    /// `catalog` under `rules`.
    public init(
        week: WeekIdentifier, period: Range<Date>, timeZone: Zone, totals: WeeklyTotals,
        rules: VolumeRules, catalog: ExerciseCatalog
    ) {
        let current = VolumeReport(exerciseTotals: totals.current, rules: rules, catalog: catalog)
        let previous = VolumeReport(exerciseTotals: totals.previous, rules: rules, catalog: catalog)
        let exercises = Self.merge(current.exercises, previous.exercises, key: \.exercise) { name, this, last in
            ExerciseComparison(
                exercise: name, current: this ?? ExerciseVolume(exercise: name, sets: 0, reps: 0, volumeKilograms: 0),
                previous: last ?? ExerciseVolume(exercise: name, sets: 0, reps: 0, volumeKilograms: 0))
        }
        let muscles = Self.merge(current.muscleGroups, previous.muscleGroups, key: \.muscleGroup) { group, this, last in
            MuscleGroupComparison(
                muscleGroup: group,
                current: this ?? MuscleGroupVolume(muscleGroup: group, sets: 0, reps: 0, volumeKilograms: 0),
                previous: last ?? MuscleGroupVolume(muscleGroup: group, sets: 0, reps: 0, volumeKilograms: 0))
        }
        let records = totals.currentBests.keys.sorted().flatMap { exercise in
            totals.currentBests[exercise]?.records(of: exercise, against: totals.earlierBests[exercise]) ?? []
        }
        self.init(
            week: week, start: period.lowerBound, end: period.upperBound, timeZone: timeZone.identifier,
            muscleGroups: muscles, exercises: exercises, records: records, unmapped: current.unmapped,
            excluded: totals.excluded)
        volumeRules = rules
    }

    /// The union of two sorted lists by `key`, in key order, paired up by `combine`.
    private static func merge<Line, Key: Comparable & Hashable, Merged>(
        _ current: [Line], _ previous: [Line], key: KeyPath<Line, Key>, combine: (Key, Line?, Line?) -> Merged
    ) -> [Merged] {
        let byKey = Dictionary(previous.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { first, _ in first })
        let thisWeek = Dictionary(current.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { first, _ in first })
        let keys = Set(byKey.keys).union(thisWeek.keys).sorted()
        return keys.map { combine($0, thisWeek[$0], byKey[$0]) }
    }
}
