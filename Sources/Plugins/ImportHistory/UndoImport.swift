import FoundationEssentials
import SignalStore
import Workouts

/// Removes what one import added: `undo-import import=7` (operator).
public struct UndoImport: Signal, Equatable {
    public static let wireName = "undo-import"
    /// The import to undo, as its reply and `imports` give it.
    public var `import`: ImportID

    /// Asks to undo import `id`.
    public init(import id: ImportID) { self.import = id }
}

/// Removes, in one transaction, the workouts, sets and bodyweights import `import` added,
/// recomputing the records of the exercises touched; refuses an unknown import and one
/// already undone, naming the field. Replies with what it removed and emits
/// `training-changed` when it removed any set.
public struct UndoImportUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [UndoImport.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let undo = signal as? UndoImport else { return .notHandled }
        switch try repository.undoImport(undo.import, at: clock.now) {
        case .unknown:
            throw TrainingError.invalidValue(field: "import", problem: "no import with id \(undo.import) (imports lists them)")
        case .alreadyUndone(let date):
            throw TrainingError.invalidValue(
                field: "import", problem: "import \(undo.import) was undone already, at \(date.formatted(.iso8601))")
        case .undone(let undone):
            let effects: [any Signal] = undone.setsRemoved > 0 ? [TrainingChanged(cause: UndoImport.wireName)] : []
            return UseCaseResult(effects: effects, reply: undone)
        }
    }
}

extension PluginDescriptor {
    /// `undo-import`.
    static let undoImport = PluginDescriptor(
        name: UndoImport.wireName, summary: "remove the workouts, sets and bodyweights one import added"
    ) { UndoImportUseCase() }
}
