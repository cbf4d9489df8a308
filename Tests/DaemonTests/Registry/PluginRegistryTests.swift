import Configuration
import Foundation
import Plugins
import SignalStore
import Testing
@testable import Daemon

@Test("Bundles become compound use cases, nested, and run their members in order through a store")
func bundlesNestAndRun() async throws {
    let notifier = ClosureUseCase(on: Notified.self, name: "notifier") { (_: Notified, _: LiftdState) in
        .handledWithoutChange
    }
    let configuration = try ConfigurationLoader.read("""
        use-cases: [outer]
        bundles:
          outer: [inner, writer: {directory: out}]
          inner: [weekly: {label: first}, announcer]
        """, source: "test.yaml", environment: [:])
    let loaded = try TestPlugins.registry.build(configuration, builtIns: [notifier])
    let outer = try #require(loaded.configured.first)
    #expect(outer.isBundle && outer.members.map(\.name) == ["inner", "writer"])
    #expect(outer.members[0].members.map(\.name) == ["weekly", "announcer"])
    #expect(outer.useCase is CompoundUseCase<LiftdState>)

    let store = Store(initialState: LiftdState(), useCases: [notifier] + loaded.useCases)
    let outcome = await store.send(WeekEnded(week: 1))
    #expect(outcome.succeeded)
    #expect(outcome.steps.map(\.useCase) == ["outer", "outer", "notifier"])
    #expect(outcome.effects.map(\.wireName) == ["report-ready", "notified"])
}

@Test("Built-in use cases count as handlers, so a config may schedule and emit their signals")
func builtInsCountAsHandlers() throws {
    let configuration = try ConfigurationLoader.read("use-cases: [announcer]\n", source: "t.yaml", environment: [:])
    #expect(throws: ConfigurationError.self) { try TestPlugins.registry.build(configuration) }
    let notifier = ClosureUseCase(on: Notified.self, name: "notifier") { (_: Notified, _: LiftdState) in .handledWithoutChange }
    let loaded = try TestPlugins.registry.build(configuration, builtIns: [notifier])
    #expect(loaded.useCases.map(\.name) == ["announcer"])
    #expect(loaded.signals.type(named: "notified") != nil)
}

@Test("The standard registry holds the catalog and exec")
func standardRegistryHasExec() {
    let names = PluginRegistry.standard.plugins.map(\.name)
    #expect(names == PluginCatalog.all.map(\.name) + ["exec"])
}

@Test("`liftd plugins` lists every plugin with its options and the signals it handles and emits")
func pluginsText() {
    let text = ConfigurationReport.plugins(TestPlugins.registry)
    #expect(text.contains("weekly — turns a finished week into a report\n  options:\n    label (string, default week) — a label"))
    #expect(text.contains("  handles: week-ended\n  emits: report-ready\n"))
    #expect(text.contains("    directory (string, required) — where"))
    #expect(text.contains("announcer — announces finished weeks\n  options: none\n  handles: week-ended\n  emits: notified"))
    #expect(text.contains("exec — runs a program"))
    #expect(text.contains("    timeout (duration, default 10s)"))
}

@Test("`liftd check-config` shows the use cases with bundles expanded, schedules, socket and paths")
func checkConfigText() throws {
    let loaded = try TestPlugins.load("""
        use-cases: [report]
        bundles:
          report: [weekly, writer: {directory: out}]
        schedules:
          monday: {cron: "0 7 * * mon", signal: week-ended, catch-up: true, jitter: 5m}
        time-zone: Europe/Berlin
        """)
    let text = ConfigurationReport.checkConfig(loaded) { _ in "2026-11-30T07:00:00Z" }
    #expect(text.hasPrefix("config: test.yaml is valid\n"))
    #expect(text.contains("""
          1. report (bundle) — handles: week-ended, report-ready; emits: report-ready
             1. weekly — handles: week-ended; emits: report-ready
             2. writer — handles: report-ready; emits: nothing
        """))
    #expect(text.contains("  monday: \"0 7 * * mon\" in Europe/Berlin → week-ended {}\n    catch-up on, jitter 5m, enabled, next 2026-11-30T07:00:00Z"))
    #expect(text.contains("socket: ./var/liftd.sock mode 0660"))
    #expect(text.contains("paths: state ./var, database ./var/liftd.sqlite"))
}

@Test("`liftd check-config` names each exec and webhook by its name, so two of a kind can be told apart")
func checkConfigNamesExecAndWebhook() throws {
    let loaded = try TestPlugins.load("""
        use-cases:
          - weekly
          - writer: {directory: out}
          - exec: {command: [/bin/true], on: [week-ended], name: closeout}
          - exec: {command: [/bin/true], on: [week-ended]}
        """)
    let text = ConfigurationReport.checkConfig(loaded)
    #expect(text.contains("  1. weekly — handles: week-ended; emits: report-ready\n"))
    #expect(text.contains("  3. exec \"closeout\" — handles: week-ended; emits: nothing\n"))
    #expect(text.contains("  4. exec \"exec(true)\" — handles: week-ended; emits: nothing\n"))
}

@Test("The signal directory builds request fields into signals; a field the signal does not declare is refused")
func signalDirectoryDecodesFields() throws {
    let directory = SignalDirectory([Ping.self, ReportReady.self])
    #expect(try directory.decode("ping", fields: [:]) is Ping)
    #expect(throws: UnknownFieldError(signal: "ping", field: "extra", declared: [])) {
        try directory.decode("ping", fields: ["extra": .integer(1)])
    }
    let ready = try directory.decode("report-ready", fields: ["path": .string("/tmp/r.md")])
    #expect(ready as? ReportReady == ReportReady(path: "/tmp/r.md"))
    #expect(throws: DecodingError.self) { try directory.decode("report-ready", fields: [:]) }
    #expect(throws: SignalDecodingError.unknownSignal("pong", suggestion: "ping")) {
        try directory.decode("pong", fields: [:])
    }
}
