import Plugins
import SignalStore

/// The last use case in the store's list: takes the notices a config may leave without a
/// listener (`import-finished`, when neither `report-log` nor a notifier is configured), so
/// an import never fails for want of someone to tell.
struct UnheardNoticesUseCase: UseCase {
    var name: String { "unheard-notices" }
    var handledSignals: [any Signal.Type] { [ImportFinished.self] }

    func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        signal is ImportFinished ? .handledWithoutChange : .notHandled
    }
}

extension LoadedConfiguration {
    /// Use cases the store runs after `useCases`: `UnheardNoticesUseCase` when one of them
    /// may emit a notice none of them handles; nothing otherwise, so `help` lists no
    /// signal the config does not use.
    static func fallbacks(after useCases: [any UseCase<LiftdState>]) -> [any UseCase<LiftdState>] {
        let notices = UnheardNoticesUseCase().handledSignals.map { $0.wireName }
        let emitted = Set(useCases.flatMap { $0.emittedSignals.map { $0.wireName } })
        let handled = Set(RoutingTable(useCases).handledSignals.map { $0.wireName })
        return notices.contains { emitted.contains($0) && !handled.contains($0) } ? [UnheardNoticesUseCase()] : []
    }
}
