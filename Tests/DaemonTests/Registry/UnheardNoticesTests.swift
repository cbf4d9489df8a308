import Configuration
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// `import-finished` is a notification: a config with `import` and neither `report-log` nor a
/// notifier loads, and the store ends the notice's chain quietly.
@Suite("Notices nobody listens to")
struct UnheardNoticesTests {
    private func useCases(_ names: [String]) throws -> [any UseCase<LiftdState>] {
        let text = "use-cases:\n" + names.map { "  - \($0)\n" }.joined()
        let configuration = try ConfigurationLoader.read(text, source: "notices.yaml", environment: [:])
        return try PluginRegistry.standard.build(configuration, builtIns: DaemonSetup.builtIns).useCases
    }

    @Test("A config that imports with no notifier loads, and import-finished ends its chain quietly")
    func quietlyTaken() async throws {
        let configured = DaemonSetup.builtIns + (try useCases(["workouts", "import"]))
        let finished = ImportFinished(source: "a.csv", format: "hevy", workoutsInFile: 1, workoutsAdded: 1)
        let store = Store(initialState: LiftdState(), useCases: configured)
        let outcome = await store.send(finished)
        #expect(outcome.succeeded, "\(outcome.errors.map(\.code))")
    }
}
