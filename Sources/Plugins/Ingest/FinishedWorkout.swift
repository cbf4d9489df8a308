import FoundationEssentials
import Workouts

/// `finish-workout`'s answer: the workout (`id`, `name`, `start`, `end`, `setCount`), how
/// long it lasted, each exercise's sets, reps and volume, and the records it set.
public struct FinishedWorkout: Encodable, Sendable, Equatable {
    /// The workout's id.
    public var id: WorkoutID
    /// Its name.
    public var name: String
    /// When it started.
    public var start: Date
    /// When it ended.
    public var end: Date
    /// Seconds from start to end.
    public var durationSeconds: Double
    /// Every set it holds, warm-ups included.
    public var setCount: Int
    /// Per exercise in the order first trained: working sets, reps and volume in kilograms,
    /// counted as `volume` counts them by default (warm-ups left out, each exercise by its
    /// load type, bodyweight exercises by the added weight).
    public var exercises: [ExerciseVolume]
    /// The records it set, by exercise in the order first trained, as `records` lists them.
    public var records: [NewRecord]

    /// A summary with these values.
    public init(
        id: WorkoutID, name: String, start: Date, end: Date, setCount: Int, exercises: [ExerciseVolume],
        records: [NewRecord] = []
    ) {
        self.id = id
        self.name = name
        self.start = start
        self.end = end
        durationSeconds = end.timeIntervalSince(start)
        self.setCount = setCount
        self.exercises = exercises
        self.records = records
    }

    /// The summary of `workout` ended at `end`: volumes by `catalog`'s load types with the
    /// bodyweights in `bodyweights`, records as `records` keeps them.
    init(
        _ workout: Workout, end: Date, catalog: ExerciseCatalog, bodyweights: BodyweightHistory,
        records: any PersonalRecordKeeping
    ) throws {
        let rules = VolumeRules()
        var order: [String] = []
        var totals: [String: ExerciseVolume] = [:]
        for set in workout.timedSets {
            if totals[set.exercise] == nil {
                order.append(set.exercise)
                totals[set.exercise] = ExerciseVolume(countingSetsOf: set.exercise)
            }
            guard rules.counts(set) else { continue }
            totals[set.exercise]?.count(set, bodyweightKilograms: set.performedAt.flatMap(bodyweights.kilograms(at:)))
        }
        let id = workout.id ?? 0
        self.init(
            id: id, name: workout.name, start: workout.start, end: end, setCount: workout.sets.count,
            exercises: order.compactMap { totals[$0]?.resolvingLoad(rules: rules, catalog: catalog) },
            records: try order.flatMap { exercise in
                (try records.records(of: exercise)?.history ?? [])
                    .filter { $0.workout == id }
                    .map { NewRecord(exercise: exercise, record: $0) }
            })
    }
}
