import FoundationEssentials
import SignalStore
import Workouts

/// Lists past imports, newest first: `imports [limit=N]` (read).
public struct ListImports: Signal, Equatable {
    public static let wireName = "imports"
    public static let access = SignalAccess.read
    /// How many to list; 30 when absent, at most 10,000.
    public var limit: Int?

    /// Asks for the `limit` most recent imports.
    public init(limit: Int? = nil) { self.limit = limit }
}

/// Replies with the most recent imports (file, format, when, what each added, when undone),
/// newest first; changes nothing.
public struct ListImportsUseCase: UseCase {
    @Dependency(\.workoutRepository) private var repository

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [ListImports.self] }

    /// The reply: the imports, newest first.
    public struct Listing: Encodable, Sendable, Equatable {
        /// The imports, newest first.
        public var imports: [ImportRecord]
    }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let list = signal as? ListImports else { return .notHandled }
        let limit = list.limit ?? 30
        guard (1...10_000).contains(limit) else {
            throw TrainingError.invalidValue(field: "limit", problem: "must be between 1 and 10000; got \(limit)")
        }
        return .reply(Listing(imports: try repository.imports(limit: limit)))
    }
}

extension PluginDescriptor {
    /// `imports`.
    static let imports = PluginDescriptor(
        name: ListImports.wireName, summary: "list past imports, newest first, with what each added (read)"
    ) { ListImportsUseCase() }
}
