import Configuration
import ControlProtocol
import ControlServer
import Foundation
import PluginExample
import Plugins
import SignalStore
import Testing
@testable import Daemon

/// The plugin docs/PLUGINS.md builds (`docs/examples/swift-plugin`), added the way a new
/// plugin is: one line in a catalog. Nothing else names it.
@Suite("A new plugin is one line in the catalog")
struct ExamplePluginTests {
    /// The shipped catalog plus the example: the one line a new plugin adds.
    static let registry = PluginRegistry(catalog: PluginRegistry.shipped + [.plates])

    private static func load(_ text: String) throws(ConfigurationError) -> LoadedConfiguration {
        let configuration = try ConfigurationLoader.read(text, source: "plates.yaml", environment: [:])
        return try registry.build(configuration, builtIns: DaemonSetup.builtIns)
    }

    @Test("liftd plugins lists it with the options it declares, their types and defaults, and its signals")
    func listed() {
        let text = ConfigurationReport.plugins(Self.registry)
        #expect(text.contains("""
            plates — the plates to load on each side of the bar (read)
              options:
                bar (number, default 20) — the bar's weight in kg
                plates (list of number, default [25, 20, 15, 10, 5, 2.5, 1.25]) — the plates at hand in kg, any order
              handles: plates
              emits: nothing

            """), "\(text)")
    }

    @Test("help lists its signal with its fields and declared access, and a reader can send it over the request path")
    func helpAndSend() async throws {
        let loaded = try Self.load("use-cases:\n  - plates: {bar: 15}\n")
        let store = Store(initialState: LiftdState(), useCases: DaemonSetup.builtIns + loaded.useCases)
        var dependencies = DependencyValues()
        dependencies.daemonControl = DaemonControl(
            status: { .unavailable }, reload: { throw NotRunningInDaemon() },
            signals: { SignalCatalogue(await store.routes.handledSignals) })
        await store.reconfigure(useCases: DaemonSetup.builtIns + loaded.useCases, options: StoreOptions(),
                                dependencies: dependencies)
        let settings = RequestSettings(signals: loaded.signals, access: AccessPolicy(rules: AccessRules(), daemonUserID: 0))
        let answers = MemoryAnswers(
            store: store, status: { .unavailable }, signals: { SignalCatalogue(await store.routes.handledSignals) })
        let handler = RequestHandler(store: store, memoryAnswers: answers, settings: { settings }, failed: { _ in })
        let reader = PeerCredentials(processID: 1, userID: 4242, groupID: 4242)

        let help = await handler.respond(to: RequestLine(#"{"signal":"help","id":1}"#), from: reader)
        #expect(help.contains(#"{"access":"read","fields":[{"name":"weight","required":true,"type":"number"}],"purpose":"the plates to load on each side of the bar","signal":"plates"}"#),
                "\(help)")

        let answer = await handler.respond(to: RequestLine("plates weight=100"), from: reader)
        #expect(answer == #"{"ok":true,"result":{"missingPerSide":0,"perSide":[25,15,2.5]}}"#)
        let refused = await handler.respond(to: RequestLine("plates weight=10"), from: reader)
        #expect(refused.contains(#""code":"invalid-field""#) && refused.contains("less than the 15.0 kg bar"), "\(refused)")
    }

    @Test("An option it does not declare is refused at its file:line:col, naming those it takes, beside a bad value of one it does")
    func unknownOptionRefused() throws {
        let text = "use-cases:\n  - plates:\n      bars: 15\n      plates: [20, 0]\n"
        #expect(performing: { try Self.load(text) }, throws: { error in
            guard let problems = (error as? ConfigurationError)?.problems, problems.count == 2 else { return false }
            return problems[0] == ConfigurationProblem(
                "'plates': unknown option 'bars' (did you mean 'bar'?); expected one of bar, plates",
                at: SourceLocation(file: "plates.yaml", line: 3, column: 7))
                && problems[1].location == SourceLocation(file: "plates.yaml", line: 4, column: 15)
                && problems[1].message.contains("every plate must weigh more than 0")
        })
    }
}
