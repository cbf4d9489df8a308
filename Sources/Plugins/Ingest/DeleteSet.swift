import SignalStore
import Workouts

/// Deletes one stored set, leaving the rest of its workout alone: `delete-set set=42`.
///
/// `workout workout=N` lists set ids. Access: operator level (it destroys data).
public struct DeleteSet: Signal, Equatable {
    public static let wireName = "delete-set"
    /// The set to delete.
    public var set: SetID

    /// Asks to delete set `set`.
    public init(set: SetID) { self.set = set }
}

/// Deletes the set (uncounting it if its workout is active) and replies with it as it
/// was; refuses an unknown id. Operator level.
public struct DeleteSetUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [DeleteSet.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let delete = signal as? DeleteSet else { return .notHandled }
        guard let removed = try repository.deleteSet(id: delete.set) else {
            throw SetCorrectionError.unknownSet(delete.set)
        }
        var next = state
        if next.activeWorkout?.id == removed.workout { next.activeWorkout?.setCount -= 1 }
        return UseCaseResult(state: next, reply: removed)
    }
}

extension Signal where Self == DeleteSet {
    /// Delete set `id`.
    public static func deleteSet(_ id: SetID) -> Self { Self(set: id) }
}

extension UseCase where Self == DeleteSetUseCase {
    /// The `delete-set` use case.
    public static var deleteSet: Self { Self() }
}

extension PluginDescriptor {
    /// `delete-set` (operator level).
    static let deleteSet = PluginDescriptor(
        name: DeleteSet.wireName, summary: "delete one set, named by the id `workout` lists (operator level)"
    ) { DeleteSetUseCase() }
}
