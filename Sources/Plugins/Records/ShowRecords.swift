import SignalStore
import Workouts

/// `records [exercise=…]` (read): an exercise's current personal records with their dates,
/// and the history of each; without `exercise=`, every exercise's current records.
public struct ShowRecords: Signal, Equatable {
    public static let wireName = "records"
    public static let access = SignalAccess.read
    /// The exercise, as it is spelled in logs; every exercise when nil.
    public var exercise: String?

    /// Asks for the records of `exercise`, or of every exercise when nil.
    public init(exercise: String? = nil) { self.exercise = exercise }
}

/// Answers `records` from the records the store keeps up to date; reads no sets.
public struct ShowRecordsUseCase: UseCase {
    @Dependency(\.personalRecords) private var keeper

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ShowRecords.self] }

    /// The reply: the estimate the records are rated with, and the exercise's records.
    public struct Reply: Encodable, Sendable, Equatable {
        /// The formula and rep cap of the estimated maxima.
        public var estimate: OneRepMaxEstimate
        /// The exercise.
        public var exercise: String
        /// Each record as it stands, with where it was first reached.
        public var current: [ExerciseRecords.Record]
        /// Every record set, oldest first.
        public var history: [ExerciseRecords.Record]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? ShowRecords else { return .notHandled }
        guard let exercise = request.exercise?.trimmingWhitespace() else {
            return .reply(try overview())
        }
        guard let records = try keeper.records(of: exercise) else {
            throw TrainingError.invalidValue(field: "exercise", problem: "no sets of '\(exercise)' are stored")
        }
        return .reply(Reply(estimate: keeper.estimate, exercise: records.exercise, current: records.current,
                            history: records.history))
    }

    /// Every exercise's current records, exercise by exercise.
    private func overview() throws -> RecordsOverview {
        var records: [CurrentRecord] = []
        for exercise in try keeper.exercisesWithSets() {
            guard let found = try keeper.records(of: exercise) else { continue }
            records += found.current.map { CurrentRecord(exercise: exercise, record: $0) }
        }
        return RecordsOverview(estimate: keeper.estimate, records: records)
    }
}

extension UseCase where Self == ShowRecordsUseCase {
    /// The `records` use case.
    public static var records: Self { Self() }
}

extension PluginDescriptor {
    /// `records`.
    static let records = PluginDescriptor(
        name: ShowRecords.wireName,
        summary: "an exercise's personal records, with dates and history, or every exercise's current records (read)"
    ) { ShowRecordsUseCase() }
}
