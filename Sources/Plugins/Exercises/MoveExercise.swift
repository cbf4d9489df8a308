import SignalStore
import Workouts

/// `rename-exercise from=… to=…` (operator): stores an exercise's sets under another name,
/// one that no other stored exercise has.
public struct RenameExercise: Signal, Equatable {
    public static let wireName = "rename-exercise"
    /// The stored exercise (any case or spacing).
    public var from: String
    /// Its new name; the catalog's spelling when the catalog knows it.
    public var to: String

    /// Asks to rename `from` to `to`.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

/// `merge-exercises from=… into=…` (operator): moves an exercise's sets into another's,
/// which may be a name not stored yet (then it is a rename).
public struct MergeExercises: Signal, Equatable {
    public static let wireName = "merge-exercises"
    /// The exercise whose sets move.
    public var from: String
    /// The exercise they join.
    public var into: String

    /// Asks to move `from`'s sets into `into`.
    public init(from: String, into: String) {
        self.from = from
        self.into = into
    }
}

/// Handles `rename-exercise` or `merge-exercises`: the history moves in one transaction and
/// the records of the exercise holding the sets are rebuilt as a fresh import would build
/// them. Answers with what moved and emits `training-changed`, so the site and the next
/// reports show it. A name no stored exercise has is refused, naming the field.
public struct MoveExerciseUseCase: UseCase {
    @Dependency(\.exerciseEditor) private var editor
    /// Which of the two signals it handles.
    let handling: Handling

    /// The two ways a history moves.
    public enum Handling: Sendable {
        /// `rename-exercise`.
        case rename
        /// `merge-exercises`.
        case merge
    }

    /// The use case handling `handling`'s signal.
    public init(handling: Handling) { self.handling = handling }

    public var name: String { handling == .rename ? RenameExercise.wireName : MergeExercises.wireName }
    public var handledSignals: [any Signal.Type] { handling == .rename ? [RenameExercise.self] : [MergeExercises.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        let request: (from: String, to: String, targetField: String, merging: Bool)
        if let rename = signal as? RenameExercise {
            request = (rename.from, rename.to, "to", false)
        } else if let merge = signal as? MergeExercises {
            request = (merge.from, merge.into, "into", true)
        } else {
            return .notHandled
        }
        let from = request.from.trimmingWhitespace(), to = request.to.trimmingWhitespace()
        for (field, value) in [("from", from), (request.targetField, to)] {
            guard !value.isEmpty else { throw TrainingError.invalidValue(field: field, problem: "empty") }
            try RangeCheck.require(ValueRanges.violation(requestName: value, field: field))
        }
        do {
            let move = try editor.moveExercise(from, to: to, merging: request.merging)
            return UseCaseResult(effects: move.setsMoved > 0 ? [TrainingChanged(cause: signal.wireName)] : [], reply: move)
        } catch {
            switch error {
            case .unknownExercise: throw TrainingError.invalidValue(field: "from", problem: error.description)
            case .targetStored, .sameExercise: throw TrainingError.invalidValue(field: request.targetField, problem: error.description)
            case .storage: throw error
            }
        }
    }
}

extension PluginDescriptor {
    /// `rename-exercise`.
    static let renameExercise = PluginDescriptor(
        name: "rename-exercise",
        summary: "on rename-exercise: store an exercise's sets under a new name, records rebuilt",
        make: { MoveExerciseUseCase(handling: .rename) })

    /// `merge-exercises`.
    static let mergeExercises = PluginDescriptor(
        name: "merge-exercises",
        summary: "on merge-exercises: move an exercise's sets into another's, records rebuilt",
        make: { MoveExerciseUseCase(handling: .merge) })
}
