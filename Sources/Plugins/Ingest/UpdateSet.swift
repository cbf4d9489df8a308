import SignalStore
import Workouts

/// Corrects one stored set in place: `update-set set=42 weight=102.5 reps=5`. Only the
/// values given change; `units=` says what `weight=` is in.
///
/// `workout workout=N` lists set ids. Access: operator level (it changes data).
public struct UpdateSet: Signal, Equatable {
    public static let wireName = "update-set"
    /// The set to correct.
    public var set: SetID
    /// The load in `units`.
    public var weight: Double?
    /// Repetitions.
    public var reps: Int?
    /// `kg` or `lbs`, the unit of `weight`; the plugin's `units` option when absent.
    public var units: String?
    /// `normal`, `warm-up`, `drop` or `failure`.
    public var kind: String?
    /// Rate of perceived exertion.
    public var rpe: Double?
    /// The exercise, as Strong and Hevy spell it.
    public var exercise: String?

    /// A correction of set `set`.
    public init(set: SetID, weight: Double? = nil, reps: Int? = nil, units: String? = nil, kind: String? = nil,
                rpe: Double? = nil, exercise: String? = nil) {
        self.set = set
        self.weight = weight
        self.reps = reps
        self.units = units
        self.kind = kind
        self.rpe = rpe
        self.exercise = exercise
    }
}

/// Checks every value given (against liftd's ranges too), changes the set in one transaction
/// and replies with it as now stored (weight in kilograms); refuses an unknown id or a
/// request that changes nothing.
/// In strict mode an exercise the catalog does not know is refused.
public struct UpdateSetUseCase: UseCase {
    /// Its options (`UpdateSetOptions`).
    public let options: UpdateSetOptions
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.exerciseCatalog) private var catalog

    /// The use case with `options`.
    public init(options: UpdateSetOptions = UpdateSetOptions()) { self.options = options }

    public var handledSignals: [any Signal.Type] { [UpdateSet.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let update = signal as? UpdateSet else { return .notHandled }
        let change = try self.change(from: update)
        guard !change.isEmpty else { throw SetCorrectionError.nothingToChange(update.set) }
        let stored: StoredSet?
        do {
            stored = try repository.updateSet(id: update.set, with: change)
        } catch WorkoutStoreError.invalidSet(let problem) where problem == WorkoutSet.effortMissing && change.reps == 0 {
            // The one rule only the stored set can decide: no reps needs seconds or a distance.
            throw TrainingError.invalidValue(
                field: "reps", problem: "must be at least 1: set \(update.set) has no seconds or distance")
        }
        guard let stored else { throw SetCorrectionError.unknownSet(update.set) }
        return .reply(stored)
    }

    /// The change `update` asks for, or an error naming the bad field.
    private func change(from update: UpdateSet) throws -> SetChange {
        var change = SetChange()
        if let text = update.exercise {
            let exercise = text.trimmingWhitespace()
            guard !exercise.isEmpty else { throw TrainingError.invalidValue(field: "exercise", problem: "empty") }
            try RangeCheck.require(ValueRanges.violation(requestName: exercise, field: "exercise"))
            if options.strict, catalog.exercise(named: exercise) == nil { throw TrainingError.unknownExercise(exercise) }
            change.exercise = exercise
        }
        if let text = update.units, update.weight == nil {
            throw TrainingError.invalidValue(field: "units", problem: "'\(text)' says what weight= is in: give weight= with it")
        }
        let unit = try SpelledFields.unit(update.units, or: options.units)
        change.kind = try SpelledFields.kind(update.kind)
        if let weight = update.weight {
            change.weightKilograms = try RangeCheck.kilograms(weight, in: unit)
        }
        if let reps = update.reps {
            try RangeCheck.require(ValueRanges.reps.violation(reps))
            change.reps = reps
        }
        if let rpe = update.rpe {
            try RangeCheck.require(ValueRanges.rpe.violation(rpe))
            change.rpe = rpe
        }
        return change
    }
}

extension UseCase where Self == UpdateSetUseCase {
    /// The `update-set` use case with default options.
    public static var updateSet: Self { Self() }
}

extension PluginDescriptor {
    /// `update-set` (operator level).
    static let updateSet = PluginDescriptor(
        name: UpdateSet.wireName, summary: "correct one set, named by the id `workout` lists (operator level)",
        defaults: UpdateSetOptions()
    ) { options in UpdateSetUseCase(options: options) }
}
