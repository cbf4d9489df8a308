import SignalStore
import Workouts

/// `exercises [search=…]` (read): the exercises liftd knows, stored and in the catalog, with
/// their muscle groups and load type; `search` keeps those whose name contains it, ignoring case.
public struct ListExercises: Signal, Equatable {
    public static let wireName = "exercises"
    public static let access = SignalAccess.read
    /// Text the name must contain, ignoring case; every exercise when nil.
    public var search: String?

    /// Asks for the exercises whose name contains `search` (every one when nil).
    public init(search: String? = nil) { self.search = search }
}

/// Answers `exercises` from the catalog (built in and config `exercises:`) and the names of
/// the exercises with stored sets; changes nothing.
public struct ListExercisesUseCase: UseCase {
    /// The longest `search=` taken, in characters.
    public static let maximumSearchLength = 200
    @Dependency(\.exerciseCatalog) private var catalog
    @Dependency(\.personalRecords) private var store

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ListExercises.self] }

    /// The reply: the exercises found, by name.
    public struct Reply: Encodable, Sendable, Equatable {
        /// Each exercise found, by name.
        public var exercises: [ListedExercise]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? ListExercises else { return .notHandled }
        let search = request.search?.trimmingWhitespace().lowercased() ?? ""
        guard search.count <= Self.maximumSearchLength else {
            throw TrainingError.invalidValue(
                field: "search", problem: "is \(search.count) characters, more than \(Self.maximumSearchLength)")
        }
        let stored = try store.exercisesWithSets()
        var listed: [String: ListedExercise] = [:]
        for exercise in catalog.exercises {
            listed[exercise.name.lowercased()] = ListedExercise(exercise, logged: false, inCatalog: true)
        }
        for name in stored {
            if let known = catalog.exercise(named: name) {
                listed[known.name.lowercased()]?.logged = true
            } else {
                listed[name.lowercased()] = ListedExercise(
                    Exercise(name: name, primaryMuscles: []), logged: true, inCatalog: false)
            }
        }
        let found = listed.values.filter { search.isEmpty || $0.name.lowercased().contains(search) }
        return .reply(Reply(exercises: found.sorted { $0.name < $1.name }))
    }
}

/// One exercise as `exercises` lists it.
public struct ListedExercise: Encodable, Sendable, Equatable {
    /// The name, as the catalog or a log spells it.
    public var name: String
    /// The muscle groups doing most of the work; none for an exercise the catalog lacks.
    public var primaryMuscles: [MuscleGroup]
    /// The muscle groups assisting.
    public var secondaryMuscles: [MuscleGroup]
    /// What a logged weight means for volume (`external` for one the catalog lacks).
    public var load: LoadType
    /// Whether sets of it are stored.
    public var logged: Bool
    /// Whether the catalog (built in or config `exercises:`) knows it.
    public var inCatalog: Bool

    /// `exercise` as listed.
    public init(_ exercise: Exercise, logged: Bool, inCatalog: Bool) {
        name = exercise.name
        primaryMuscles = exercise.primaryMuscles
        secondaryMuscles = exercise.secondaryMuscles
        load = exercise.load
        self.logged = logged
        self.inCatalog = inCatalog
    }
}

extension UseCase where Self == ListExercisesUseCase {
    /// The `exercises` use case.
    public static var exercises: Self { Self() }
}

extension PluginDescriptor {
    /// `exercises`.
    static let exercises = PluginDescriptor(
        name: ListExercises.wireName,
        summary: "the exercises stored and in the catalog, with muscle groups and load type; search ignores case (read)"
    ) { ListExercisesUseCase() }
}
