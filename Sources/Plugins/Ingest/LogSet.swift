import FoundationEssentials
import SignalStore
import Workouts

/// Logs one set: `log-set exercise="Bench Press (Barbell)" weight=100 reps=5 [at=…]`.
public struct LogSet: Signal, Equatable {
    public static let wireName = "log-set"
    /// The exercise, as Strong and Hevy spell it.
    public var exercise: String
    /// The load in `units`; absent for a bodyweight set.
    public var weight: Double?
    /// Repetitions; may be 0 (or absent) only for a timed or distance set.
    public var reps: Int?
    /// `kg` or `lbs`; the plugin's `units` option when absent.
    public var units: String?
    /// `normal` (default), `warm-up`, `drop` or `failure`.
    public var kind: String?
    /// Rate of perceived exertion.
    public var rpe: Double?
    /// Duration of a timed set, in seconds.
    public var seconds: Double?
    /// Distance, in metres.
    public var distance: Double?
    /// A note on the set.
    public var notes: String?
    /// The workout to log into; the active workout when absent (one is started when none is
    /// in progress).
    public var workout: WorkoutID?
    /// When the set was performed, ISO 8601 with a zone, not in the future nor before its
    /// workout started; now when absent.
    public var at: String?

    /// A set of `exercise`.
    public init(exercise: String, weight: Double? = nil, reps: Int? = nil, units: String? = nil, kind: String? = nil,
                rpe: Double? = nil, seconds: Double? = nil, distance: Double? = nil, notes: String? = nil,
                workout: WorkoutID? = nil, at: String? = nil) {
        self.exercise = exercise
        self.weight = weight
        self.reps = reps
        self.units = units
        self.kind = kind
        self.rpe = rpe
        self.seconds = seconds
        self.distance = distance
        self.notes = notes
        self.workout = workout
        self.at = at
    }
}

/// Stores a set in the active (or named) workout, after checking every value; with no
/// workout in progress it starts one at the set's time, named by its day in `time-zone`
/// (`Tuesday workout`). Replies with the new set's id, the stored set, the exercise's last
/// session before this workout, and the personal records it set (announced as
/// `personal-record` when `announce-records` is on). In strict mode an exercise the
/// catalog does not know is refused.
public struct LogSetUseCase: UseCase {
    /// Its options (`LogSetOptions`).
    public let options: LogSetOptions
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.personalRecords) private var records
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.now) private var clock

    /// The use case with `options`.
    public init(options: LogSetOptions = LogSetOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [LogSet.self] }
    public var emittedSignals: [any Signal.Type] { options.announcesRecords ? [PersonalRecordReached.self] : [] }

    /// The reply: which workout got which set (weight in kilograms) under which id, the
    /// exercise's last session, the personal records the set set, and the workout it started.
    public struct Logged: Encodable, Sendable, Equatable {
        /// The new set's id (`delete-set set=N`, `update-set set=N`).
        public var id: SetID
        /// The workout the set went into.
        public var workout: WorkoutID
        /// The set as stored.
        public var set: WorkoutSet
        /// The exercise's sets in the latest other workout started no later than this one;
        /// absent when it has none.
        public var lastSession: ExerciseSession?
        /// The records the set set (empty when none).
        public var records: [ExerciseRecords.Record] = []
        /// The workout this set started, when none was in progress; absent otherwise.
        public var startedWorkout: ActiveWorkout?
        /// What the user may want to check: an exercise neither the history nor the catalog
        /// knew, with the known ones nearest it. Absent when there is nothing to say.
        public var warnings: [String]?
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let log = signal as? LogSet else { return .notHandled }
        let now = clock.now
        let named = log.workout ?? state.activeWorkout?.id
        let workoutStart = try named.map { id in
            if id == state.activeWorkout?.id, let active = state.activeWorkout { return active.start }
            guard let stored = try repository.workout(id: id) else { throw TrainingError.unknownWorkout(id) }
            return stored.start
        }
        let typed = log.exercise.trimmingWhitespace()
        // A catalog entry's own name needs no look at the history (stored in another case,
        // it is the same exercise): the common case reads nothing more.
        let isEntry = catalog.aliasTarget(of: typed) == nil && catalog.exercise(named: typed) != nil
        let resolver = isEntry ? ExerciseNameResolver(catalog: catalog, storedNames: [])
            : ExerciseNameResolver(catalog: catalog, storedNames: try records.exercisesWithSets(),
                                   movedNames: try records.movedExerciseNames())
        let exercise = resolver.resolve(typed)
        let set = try self.set(
            from: log, exercise: exercise, performedAt: SessionTime.instant(log.at, now: now, notBefore: workoutStart))
        let mark = try records.recordMark()
        var next = state
        var reply: Logged
        if let workout = named, let workoutStart {
            let id = try repository.append(set, toWorkout: workout)
            let last = try repository.lastSession(of: set.exercise, before: workoutStart, excluding: workout)
            reply = Logged(id: id, workout: workout, set: set, lastSession: last)
            if next.activeWorkout?.id == workout { next.activeWorkout?.setCount += 1 }
        } else {
            let start = set.performedAt ?? now
            // The workout and its first set are stored in one transaction: a refusal keeps neither.
            let started = try ActiveWorkout.begin(
                name: nil, fallbackName: "\(Weekday(of: start, in: options.timeZone).name) workout", notes: nil,
                at: start, sets: [set], now: now, in: repository)
            guard let stored = try repository.storedSets(ofWorkout: started.id)?.last else {
                throw TrainingError.unknownWorkout(started.id)
            }
            let last = try repository.lastSession(of: set.exercise, before: start, excluding: started.id)
            reply = Logged(id: stored.id, workout: started.id, set: set, lastSession: last, startedWorkout: started)
            next.activeWorkout = started
        }
        reply.records = try records.records(foundAfter: mark).map(\.record)
        if case .new(let name) = exercise { reply.warnings = [Self.newExerciseWarning(name, resolver: resolver)] }
        var effects: [any Signal] = []
        if options.announcesRecords, !reply.records.isEmpty {
            effects.append(PersonalRecordReached(
                exercise: set.exercise, set: reply.records.compactMap(\.set).first, workout: reply.workout,
                records: reply.records))
        }
        return UseCaseResult(state: next, effects: effects, reply: reply)
    }

    /// The warning for `name`, an exercise new to liftd: the known exercises nearest it.
    static func newExerciseWarning(_ name: String, resolver: ExerciseNameResolver) -> String {
        let nearest = NearestExercises.names(
            near: name, history: resolver.storedNames, catalog: resolver.catalog.exercises.map(\.name))
        let stored = "'\(name)' is new to liftd and was stored as an exercise of its own"
        guard !nearest.isEmpty else { return stored + "; exercises lists the known ones" }
        let listed = nearest.map { "'\($0)'" }
        let choices = listed.count == 1 ? listed[0] : listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
        return stored + "; did you mean \(choices)? (merge-exercises from=… into=… moves its sets)"
    }

    /// The set `log` describes, under `exercise`, or an error naming the bad field and, for
    /// a value outside liftd's ranges, what the field may hold.
    private func set(from log: LogSet, exercise resolved: ExerciseNameResolver.Resolution, performedAt: Date) throws -> WorkoutSet {
        let typed = log.exercise.trimmingWhitespace()
        guard !typed.isEmpty else { throw TrainingError.invalidValue(field: "exercise", problem: "empty") }
        try RangeCheck.require(ValueRanges.violation(requestName: typed, field: "exercise"))
        try RangeCheck.require(log.notes.flatMap { ValueRanges.violation(notes: $0, field: "notes") })
        if options.strict, case .new = resolved { throw TrainingError.unknownExercise(typed) }
        // The stored spelling, else the catalog's (`bench press (barbell)` and FitNotes'
        // `Flat Barbell Bench Press` are Bench Press (Barbell)).
        let exercise = resolved.name
        let unit = try SpelledFields.unit(log.units, or: options.units)
        let kind = try SpelledFields.kind(log.kind) ?? .normal
        let weight = try log.weight.map { try RangeCheck.kilograms($0, in: unit) }
        let reps = log.reps ?? 0
        try RangeCheck.require(ValueRanges.reps.violation(reps))
        try RangeCheck.require(log.rpe.flatMap { ValueRanges.rpe.violation($0) })
        try RangeCheck.require(log.seconds.flatMap { ValueRanges.setDuration.violation($0, field: "seconds") })
        try RangeCheck.require(log.distance.flatMap { ValueRanges.distance.violation($0) })
        if reps == 0, (log.seconds ?? 0) == 0, (log.distance ?? 0) == 0 {
            throw TrainingError.invalidValue(field: "reps", problem: "must be at least 1 unless seconds= or distance= is given")
        }
        let set = WorkoutSet(
            exercise: exercise, kind: kind, weightKilograms: weight, reps: reps,
            rpe: log.rpe, durationSeconds: log.seconds, distanceMeters: log.distance,
            performedAt: performedAt, notes: log.notes ?? "")
        try RangeCheck.require(ValueRanges(now: clock.now).violation(in: set))
        return set
    }
}

extension Signal where Self == LogSet {
    /// Log `reps` of `exercise` at `weight`.
    public static func logSet(_ exercise: String, weight: Double?, reps: Int, units: String? = nil) -> Self {
        Self(exercise: exercise, weight: weight, reps: reps, units: units)
    }
}

extension UseCase where Self == LogSetUseCase {
    /// The `log-set` use case with default options.
    public static var logSet: Self { Self() }
}

extension PluginDescriptor {
    /// `log-set`.
    static let logSet = PluginDescriptor(
        name: LogSet.wireName, summary: "log a set into the active workout, starting one when none is in progress",
        defaults: LogSetOptions()
    ) { options in LogSetUseCase(options: options) }
}
