import Configuration
import Foundation
import Plugins
import SignalStore
import Synchronization
import Testing
@testable import Daemon

/// The example `exec` plugins in docs/examples, run through the real `exec` machinery, so
/// docs/PLUGINS.md cannot drift from what works.
@Suite("The documented exec examples")
struct ExecExampleTests {
    static let examples = RepositoryFiles.root.appendingPathComponent("docs/examples")

    /// The example `file` as the config in docs/PLUGINS.md configures it, built by the
    /// standard registry with the daemon's built-ins.
    private func notifier(_ file: String) throws -> any UseCase<LiftdState> {
        let path = Self.examples.appendingPathComponent(file).path
        let text = """
            use-cases:
              - exec:
                  command: [\(path), health-export]
                  on: [report-ready]
                  emits: [run-schedule]
              - report-log
            """
        let configuration = try ConfigurationLoader.read(text, source: "liftd.yaml", environment: [:])
        let loaded = try PluginRegistry.standard.build(configuration, builtIns: DaemonSetup.builtIns)
        return try #require(loaded.configured.first?.useCase)
    }

    /// What the example does with `signal`: its effects and the lines it logged. A direct
    /// handle(_:state:) call: the callers compare the effects across the shell and Python
    /// examples, which a TestStore step (each effect spelled out) does not express.
    private func run(_ file: String, _ signal: Plugins.ReportReady) async throws -> (effects: [any Signal], log: [String]) {
        let useCase = try notifier(file)
        let lines = Mutex<[String]>([])
        let logger = Logger { _, message, _ in lines.withLock { $0.append(message) } }
        let result = try await DependencyValues.with({ $0.logger = logger }) {
            try await useCase.handle(signal, state: LiftdState())
        }
        return (result.effects, lines.withLock { $0 })
    }

    private static let weeklyMarkdown = Plugins.ReportReady(
        report: "weekly-summary", format: "markdown", paths: ["/var/lib/liftd/output/reports/2025-W38.md"],
        week: "2025-W38")
    private static let healthExport = Plugins.ReportReady(
        report: "health-export", format: "fhir", paths: ["/var/lib/liftd/output/health/workouts-1-3/fhir-bundle.json"])

    @Test("The shell and Python examples log each report and run the schedule after a weekly summary",
          arguments: ["report-notifier.sh", "report-notifier.py"])
    func weeklySummaryRunsTheSchedule(file: String) async throws {
        let (effects, log) = try await run(file, Self.weeklyMarkdown)
        #expect(effects.compactMap { $0 as? RunSchedule } == [RunSchedule(name: "health-export")])
        #expect(effects.count == 1)
        let logged = try #require(log.first)
        #expect(logged.contains("report ready: weekly-summary 2025-W38 (markdown): /var/lib/liftd/output/reports/2025-W38.md"))
    }

    @Test("The shell and Python examples only log other reports", arguments: ["report-notifier.sh", "report-notifier.py"])
    func otherReportsOnlyLog(file: String) async throws {
        let (effects, log) = try await run(file, Self.healthExport)
        #expect(effects.isEmpty)
        #expect(log.first?.contains("report ready: health-export (fhir): /var/lib/liftd/output/health/workouts-1-3/fhir-bundle.json") == true)
    }
}
