import Configuration
import Foundation
import Synchronization
import Plugins
import SignalStore
import TestSupport
import Testing
@testable import Daemon
import Workouts
import ZoneInfo

private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Test("check-config config/liftd.yaml: the shipped config loads with the standard plugins, bundles and schedules")
func shippedConfigChecks() throws {
    let loaded = try PluginRegistry.standard.load(
        contentsOf: repository.appendingPathComponent("config/liftd.yaml").path, environment: ["STATE_DIRECTORY": "/var/lib/liftd"])
    #expect(loaded.configured.map(\.name).suffix(5) == ["apply-units-change", "weekly-report", "health-export", "backup", "notify"])
    let bundles = Dictionary(uniqueKeysWithValues: loaded.configured.filter(\.isBundle).map { ($0.name, $0.members.map(\.name)) })
    #expect(bundles["weekly-report"] == [
        "weekly-volume", "summary-markdown", "summary-json", "summary-svg", "summary-html",
    ])
    #expect(bundles["health-export"] == ["export-fhir", "export-apple-health", "export-strong-csv", "export-fit"])
    #expect(bundles["notify"] == ["report-log"])
    let schedules = loaded.configuration.schedules
    #expect(schedules.map(\.name) == ["weekly-report", "health-export", "backup"])
    #expect(schedules.map(\.cron) == ["0 7 * * mon", "30 3 * * *", "30 2 * * *"])
    #expect(schedules.map(\.signal) == ["weekly-report-due", "health-export-due", "backup"])
    #expect(schedules.allSatisfy { $0.catchUp && $0.enabled && $0.timeZone == nil })
}

@Test("The shipped notifier example runs under exec in the notify bundle: told of a report-ready beside report-log, it logs the paths and emits nothing")
func notifierExampleRunsUnderExec() async throws {
    let directory = try TemporaryDirectory()
    let script = directory.path + "/notify-report.sh"
    try FileManager.default.copyItem(atPath: repository.appendingPathComponent("config/notify-report.sh").path, toPath: script)
    var text = try String(contentsOf: repository.appendingPathComponent("config/liftd.yaml"), encoding: .utf8)
    for line in ["    - exec:", "        command: [notify-report.sh]", "        on: [report-ready]"] {
        let commented = "#" + line
        let range = try #require(text.range(of: commented), "the commented exec example has '\(commented)'")
        text.replaceSubrange(range, with: line)
    }
    let file = try directory.file("liftd.yaml", text)
    let loaded = try PluginRegistry.standard.load(contentsOf: file, environment: ["STATE_DIRECTORY": directory.path])
    #expect(loaded.configured.map(\.name).suffix(2) == ["backup", "notify"])
    #expect(loaded.configured.last?.members.map(\.name) == ["report-log", "exec"])

    let lines = Mutex<[String]>([])
    var dependencies = DependencyValues()
    dependencies.logger = Logger { _, message, _ in lines.withLock { $0.append(message) } }
    let store = Store(initialState: LiftdState(), useCases: loaded.useCases, dependencies: dependencies)
    let outcome = await store.send(Plugins.ReportReady(
        report: "weekly-summary", format: "markdown", paths: ["/out/reports/2025-W38.md"], week: "2025-W38"))
    #expect(outcome.succeeded, "\(outcome.errors)")
    #expect(outcome.steps.map(\.useCase) == ["notify"])
    #expect(outcome.effects.isEmpty)
    #expect(lines.withLock { $0 }.contains {
        $0.hasSuffix("stderr: report ready: weekly-summary (markdown): /out/reports/2025-W38.md")
    })
    #expect(lines.withLock { $0 }.contains("weekly-summary (markdown) for 2025-W38 ready: /out/reports/2025-W38.md"))
}

@Test("Report plugins take the config's time-zone unless their own time-zone option says otherwise")
func reportPluginsUseConfiguredZone() throws {
    let text = """
        time-zone: Europe/Berlin
        use-cases:
          - weekly-volume
          - export-fhir: {time-zone: America/New_York}
          - report-log
        """
    let configuration = try ConfigurationLoader.read(text, source: "zones.yaml", environment: [:])
    let loaded = try PluginRegistry.standard.build(configuration)
    let weekly = try #require(loaded.useCases.first as? WeeklyVolumeUseCase)
    #expect(weekly.options.timeZone.identifier == "Europe/Berlin")
    let fhir = try #require(loaded.useCases.dropFirst().first as? ExportWriterUseCase<FHIRBundleExport>)
    #expect(fhir.options.timeZone.identifier == "America/New_York")
}

@Test("The shipped config's commented program and reminder schedule, uncommented, load: a 5-3-1 from the built-in template")
func commentedProgramExampleLoads() throws {
    let directory = try TemporaryDirectory()
    var text = try String(contentsOf: repository.appendingPathComponent("config/liftd.yaml"), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let programs = try #require(lines.firstIndex(of: "# programs:"), "no commented programs: example")
    let schedule = try #require(lines.firstIndex { $0.hasPrefix("#  program-reminder:") }, "no commented reminder schedule")
    // The program is commented as `# programs:`, the schedule, inside schedules:, as `#  name:`.
    let example = lines[programs...].prefix { $0.hasPrefix("#") }.map { ($0, String($0.dropFirst(2))) }
        + lines[schedule..<schedule + 3].map { ($0, String($0.dropFirst())) }
    #expect(example.count == 9, "the commented example changed: \(example)")
    for (commented, line) in example { text = text.replacingOccurrences(of: commented + "\n", with: line + "\n") }
    let loaded = try PluginRegistry.standard.load(
        contentsOf: try directory.file("liftd.yaml", text), environment: ["STATE_DIRECTORY": directory.path])
    let program = try #require(loaded.configuration.programs.first)
    #expect(program.name == "main" && program.origin == "template 5-3-1")
    #expect(program.inKilograms.days.map(\.name) == ["Press", "Deadlift", "Bench", "Squat"])
    #expect(program.bases[LiftKey(exercise: "Squat (Barbell)")] == 140)
    let reminder = try #require(loaded.configuration.schedules.first { $0.name == "program-reminder" })
    #expect(reminder.cron == "30 6 * * mon,wed,fri" && reminder.signal == "program-reminder")
}
