import Foundation
import Synchronization
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
import ZoneInfo
@testable import Plugins

/// The state after `weekly-volume` summarised week 38 of `insertTwoWeeks`.
func summarisedState(_ harness: TrainingHarness) async throws -> LiftdState {
    try insertTwoWeeks(into: harness)
    // A starting state, not the subject: WeeklyVolumeTests assert what weekly-volume makes of these weeks.
    let result = try await harness.handle(WeeklyVolumeUseCase(options: utcTrainingOptions()), WeeklyReportDue(week: "2025-W38"))
    return try #require(result.state)
}

private func writer<Format: SummaryFormat>(_ format: Format) -> SummaryWriterUseCase<Format> {
    SummaryWriterUseCase(format: format, options: ReportOptions(directory: "reports"))
}

/// The `report-ready` a summary writer emits for week 38 written to `path` as `format`.
private func ready(_ format: String, at path: String) -> ReportReady {
    ReportReady(report: "weekly-summary", format: format, paths: [path], week: "2025-W38")
}

@Test("summary-markdown writes the week's tables, records and unmapped exercises and emits report-ready")
func markdownSummary() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    var store = harness.testStore([writer(MarkdownSummary())], state: state)
    let path = harness.output.appendingPathComponent("reports/2025-W38.md").path
    await store.send(WeeklyReportDue(week: "2025-W38"))
    await store.receive(ready("markdown", at: path))
    store.finish()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("# Training week 2025-W38\n\n2025-09-15 00:00 +00:00 to 2025-09-22 00:00 +00:00 (UTC), weights in kg.\n"))
    #expect(text.contains("- Volume: 982.5 kg (-67.5 against the week before)"))
    #expect(text.contains("| Bench Press (Barbell) | 2 | 8 | 782.5 | +332.5 |"))
    #expect(text.contains("| Squat (Barbell) | 0 | 0 | 0.0 | -600.0 |"))
    #expect(text.contains("| chest | 2 | 8 | 782.5 | +332.5 |"))
    #expect(text.contains("- Bench Press (Barbell): heaviest weight 102.5 kg (was 100.0 kg)"))
    #expect(text.contains("## Unmapped exercises") && text.contains("- Mystery Press"))
}

@Test("summary-markdown gives the week's bounds on its zone's clocks with their offset")
func markdownWeekInZone() async throws {
    let harness = try TrainingHarness()
    try insertTwoWeeks(into: harness)
    var options = WeeklyVolumeOptions()
    options.timeZone = try ZoneDirectory.system.zone(named: "Europe/Berlin")
    let result = try await harness.handle(WeeklyVolumeUseCase(options: options), WeeklyReportDue(week: "2025-W38"))
    var store = harness.testStore([writer(MarkdownSummary())], state: try #require(result.state))
    let path = harness.output.appendingPathComponent("reports/2025-W38.md").path
    await store.send(WeeklyReportDue(week: "2025-W38"))
    await store.receive(ready("markdown", at: path))
    store.finish()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix(
        "# Training week 2025-W38\n\n2025-09-15 00:00 +02:00 to 2025-09-22 00:00 +02:00 (Europe/Berlin), weights in kg.\n"))
}

@Test("summary-json writes the summary with its unit, and the same data gives the same bytes")
func jsonSummaryIsDeterministic() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    let path = harness.output.appendingPathComponent("archive/2025-W38.json").path
    var store = harness.testStore([writer(JSONSummary())], state: state)
    await store.send(WeeklyReportDue(week: "2025-W38", directory: "archive"))
    await store.receive(ready("json", at: path))
    let first = try Data(contentsOf: URL(fileURLWithPath: path))
    await store.send(WeeklyReportDue(week: "2025-W38", directory: "archive"))
    await store.receive(ready("json", at: path))
    store.finish()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
    let document = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
    #expect(document["units"] as? String == "kg")
    #expect(document["week"] as? String == "2025-W38")
    #expect((document["totals"] as? [String: Double])?["volume"] == 982.5)
    #expect((document["exercises"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        == ["Bench Press (Barbell)", "Mystery Press", "Squat (Barbell)"])
}

@Test("summary-json says, as the Markdown does, which exercises counted no volume for want of a bodyweight")
func jsonSummaryHasVolumeNotes() async throws {
    let harness = try TrainingHarness()
    var state = try await summarisedState(harness)
    let path = harness.output.appendingPathComponent("reports/2025-W38.json").path
    func notes(_ state: LiftdState) async throws -> [String]? {
        var store = harness.testStore([writer(JSONSummary())], state: state)
        await store.send(WeeklyReportDue(week: "2025-W38"))
        await store.receive(ready("json", at: path))
        store.finish()
        let document = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
        return (document as? [String: Any])?["volumeNotes"] as? [String]
    }
    #expect(try await notes(state) == [])
    var summary = try #require(state.weeklySummary)
    summary.exercises[0].current.setsWithoutBodyweight = 3
    state.weeklySummary = summary
    let expected = "3 sets of \(summary.exercises[0].exercise) count no volume: no bodyweight known before them "
        + "(log-bodyweight or an Apple Health import adds one)"
    #expect(try await notes(state) == [expected])
}

@Test("A units change re-renders every summary in pounds through the weekly-report bundle")
func unitsChangeReRenders() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    let bundle = CompoundUseCase<LiftdState>("weekly-report", [writer(MarkdownSummary()), writer(JSONSummary()), writer(SVGSummary())])
    let store = Store(initialState: state, useCases: [ApplyUnitsChangeUseCase<LiftdState>(), bundle, .reportLog],
                      dependencies: harness.dependencies)
    let outcome = await store.send(ChangeUnits(units: "lb"))
    #expect(outcome.succeeded, "\(outcome.errors)")
    #expect(await store.state.units == .pounds)
    #expect(outcome.effects.compactMap { ($0 as? ReportReady)?.format } == ["markdown", "json", "svg"])
    let markdown = try String(contentsOf: harness.output.appendingPathComponent("reports/2025-W38.md"), encoding: .utf8)
    #expect(markdown.contains("weights in lb") && markdown.contains("- Volume: 2166.0 lb"))
    let json = try Data(contentsOf: harness.output.appendingPathComponent("reports/2025-W38.json"))
    #expect((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["units"] as? String == "lb")
    let svg = try String(contentsOf: harness.output.appendingPathComponent("reports/2025-W38.svg"), encoding: .utf8)
    #expect(svg.contains("(lb)"))
}

@Test("A summary writer with no summary in state refuses weekly-report-due and lets units-changed pass")
func summaryWriterWithoutSummary() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([writer(MarkdownSummary())])
    #expect(await store.sendExpectingFailure(WeeklyReportDue()) as? ReportError == .noSummary)
    await store.send(UnitsChanged(units: "lb"))
    store.finish()
}

@Test("A summary directory from a signal that leaves the output directory, or is empty, is refused naming it")
func summaryDirectoryConfined() async throws {
    let harness = try TrainingHarness()
    let state = try await summarisedState(harness)
    var store = harness.testStore([writer(MarkdownSummary())], state: state)
    #expect(await store.sendExpectingFailure(WeeklyReportDue(week: "2025-W38", directory: "../x")) as? ReportError
        == .pathOutsideOutputDirectory("../x"))
    let empty = ReportError.invalidValue(
        field: "directory", problem: "is empty; expected a directory relative to the output directory, such as archive")
    #expect(await store.sendExpectingFailure(WeeklyReportDue(week: "2025-W38", directory: "")) as? ReportError == empty)
    #expect(empty.code == "invalid-field")
    #expect(await store.sendExpectingFailure(WeeklyReportDue(week: "2025-W38", directory: "new\nline")) as? ReportError
        == .invalidValue(field: "directory", problem: "holds the control character U+A"))
}

@Test("report-log notes each report-ready in the log with its paths")
func reportLogNotes() async throws {
    let harness = try TrainingHarness()
    let lines = LockedLines()
    var store = harness.testStore([ReportLogUseCase()])
    store.dependencies.logger = Logger { level, message, _ in lines.append("\(level.rawValue) \(message)") }
    await store.send(ReportReady(report: "weekly-summary", format: "svg", paths: ["/out/a.svg"], week: "2025-W38"))
    store.finish()
    #expect(lines.all == ["5 weekly-summary (svg) for 2025-W38 ready: /out/a.svg"])
}

/// Lines collected from any task.
final class LockedLines: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var all: [String] { storage.withLock { $0 } }
}
