import Configuration
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// `import-finished` needs no listener: a config with `import` and neither `report-log` nor a
/// notifier loads, and the store takes the notice silently.
@Suite("Notices nobody listens to")
struct UnheardNoticesTests {
    private func useCases(_ names: [String]) throws -> [any UseCase<LiftdState>] {
        let text = "use-cases:\n" + names.map { "  - \($0)\n" }.joined()
        let configuration = try ConfigurationLoader.read(text, source: "notices.yaml", environment: [:])
        return try PluginRegistry.standard.build(configuration, builtIns: DaemonSetup.builtIns).useCases
    }

    @Test("Only a config whose import-finished nobody handles gets the fallback", arguments: [
        (["workouts"], false), (["workouts", "import"], true), (["import", "report-log"], false),
    ])
    func fallbackOnlyWhenNeeded(names: [String], needed: Bool) throws {
        let fallbacks = LoadedConfiguration.fallbacks(after: DaemonSetup.builtIns + (try useCases(names)))
        #expect(fallbacks.map(\.name) == (needed ? ["unheard-notices"] : []))
    }

    @Test("With the fallback, import-finished ends its chain quietly; without any handler it would fail")
    func quietlyTaken() async throws {
        let configured = DaemonSetup.builtIns + (try useCases(["workouts", "import"]))
        let finished = ImportFinished(source: "a.csv", format: "hevy", workoutsInFile: 1, workoutsAdded: 1)
        let store = Store(initialState: LiftdState(), useCases: configured + LoadedConfiguration.fallbacks(after: configured))
        #expect(await store.send(finished).succeeded)
        let bare = Store(initialState: LiftdState(), useCases: configured)
        #expect(await bare.send(finished).errors.map(\.code) == ["unhandled-signal"])
    }
}
