import FoundationEssentials
import SignalStore
import Workouts

/// Lists the bodyweight history, newest first: `bodyweight [limit=N]` (read).
public struct ListBodyweights: Signal, Equatable {
    public static let wireName = "bodyweight"
    public static let access = SignalAccess.read
    /// How many to list; 30 when absent, at most 10,000.
    public var limit: Int?

    /// Asks for the `limit` most recent bodyweights.
    public init(limit: Int? = nil) { self.limit = limit }
}

/// Replies with the most recent bodyweights (kilograms), newest first; changes nothing.
public struct ListBodyweightsUseCase: UseCase {
    @Dependency(\.bodyweightStore) private var store

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ListBodyweights.self] }

    /// The reply: the entries, newest first.
    public struct Listing: Encodable, Sendable, Equatable {
        /// The entries, newest first.
        public var bodyweights: [BodyweightEntry]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let list = signal as? ListBodyweights else { return .notHandled }
        let limit = list.limit ?? 30
        guard (1...10_000).contains(limit) else {
            throw TrainingError.invalidValue(field: "limit", problem: "must be between 1 and 10000; got \(limit)")
        }
        let everything = Date.distantPast..<Date.distantFuture
        return .reply(Listing(bodyweights: try store.bodyweights(in: everything, limit: limit)))
    }
}

extension PluginDescriptor {
    /// `bodyweight`.
    static let bodyweight = PluginDescriptor(
        name: ListBodyweights.wireName, summary: "list the bodyweight history, newest first (read)"
    ) { ListBodyweightsUseCase() }
}
