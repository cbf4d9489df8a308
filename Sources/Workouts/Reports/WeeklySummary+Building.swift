import FoundationEssentials
import ZoneInfo

/// What a weekly summary is built from: the per-exercise totals of two weeks and the
/// records the week set.
public struct WeeklyTotals: Sendable, Equatable {
    /// This week's totals per exercise.
    public var current: [ExerciseVolume]
    /// The previous week's totals per exercise.
    public var previous: [ExerciseVolume]
    /// The records set this week: the `records` history entries of its workouts.
    public var records: [NewRecord]
    /// This week's stored sets the totals leave out because a value is out of range.
    public var excluded: [ExcludedRecord]

    /// Totals for a summary.
    public init(
        current: [ExerciseVolume], previous: [ExerciseVolume],
        records: [NewRecord], excluded: [ExcludedRecord] = []
    ) {
        self.current = current
        self.previous = previous
        self.records = records
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
        // By exercise; within one, in the history's order (a stable sort keeps it).
        let records = totals.records.enumerated().sorted { left, right in
            left.element.exercise == right.element.exercise
                ? left.offset < right.offset : left.element.exercise < right.element.exercise
        }.map(\.element)
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
