import SignalStore
import Workouts

/// Lists recent workouts, newest first: `workouts limit=20` (read).
public struct ListWorkouts: Signal, Equatable {
    public static let wireName = "workouts"
    public static let access = SignalAccess.read
    /// How many to list; 20 when absent.
    public var limit: Int?

    /// Asks for the `limit` most recent workouts.
    public init(limit: Int? = nil) { self.limit = limit }
}

/// Replies with workout summaries; changes nothing.
public struct ListWorkoutsUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ListWorkouts.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let list = signal as? ListWorkouts else { return .notHandled }
        let limit = list.limit ?? 20
        guard limit > 0 else { throw TrainingError.invalidValue(field: "limit", problem: "\(limit) is not positive") }
        return .reply(try repository.workouts(limit: limit))
    }
}

extension Signal where Self == ListWorkouts {
    /// List the `limit` most recent workouts.
    public static func workouts(limit: Int? = nil) -> Self { Self(limit: limit) }
}

extension UseCase where Self == ListWorkoutsUseCase {
    /// The `workouts` use case.
    public static var workouts: Self { Self() }
}

extension PluginDescriptor {
    /// `workouts`.
    static let workouts = PluginDescriptor(
        name: ListWorkouts.wireName, summary: "list recent workouts (read)"
    ) { ListWorkoutsUseCase() }
}
