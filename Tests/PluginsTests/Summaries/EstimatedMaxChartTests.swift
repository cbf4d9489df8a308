import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("The weekly report's estimated-max chart and target lines")
struct EstimatedMaxChartTests {
    @Test("summary-svg also writes <week>-e1rm.svg, well-formed, a line or point per lift, and names both in report-ready")
    func writesTheSecondChart() async throws {
        let harness = try TrainingHarness()
        let state = try await summarisedState(harness)
        let useCase = SummaryWriterUseCase(format: SVGSummary(), options: ReportOptions(directory: "reports"))
        var store = harness.testStore([useCase], state: state)
        let chart = harness.output.appendingPathComponent("reports/2025-W38-e1rm.svg")
        await store.send(WeeklyReportDue(week: "2025-W38"))
        await store.receive(ReportReady(
            report: "weekly-summary", format: "svg",
            paths: [harness.output.appendingPathComponent("reports/2025-W38.svg").path, chart.path], week: "2025-W38"))
        store.finish()
        let svg = try Data(contentsOf: chart)
        let parser = XMLParser(data: svg)
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        let text = String(decoding: svg, as: UTF8.self)
        let best = DecimalText.fixed(102.5 * (1 + 3.0 / 30), digits: 1)
        #expect(text.contains("Bench Press (Barbell) (\(best) kg this week)"))
        #expect(text.contains("<polyline") || text.contains("<circle"))
    }

    @Test("A lift's line breaks at weeks without an estimate")
    func segments() {
        var trend = ExerciseTrend(exercise: "Row", sets: [], span: WeekSpan(weeks: []), rules: VolumeRules(), load: .external,
                                  estimate: .standard)
        trend.weeks = (1...5).map { ExerciseTrendWeek(week: WeekIdentifier(year: 2025, week: $0)) }
        trend.weeks[0].estimatedMaxKilograms = 100
        trend.weeks[1].estimatedMaxKilograms = 102
        trend.weeks[3].estimatedMaxKilograms = 105
        #expect(EstimatedMaxChart.segments(of: trend).map { $0.map(\.index) } == [[0, 1], [3]])
    }

    @Test("summary-markdown lists each group's sets, four-week average, target and standing")
    func markdownTargets() async throws {
        let harness = try TrainingHarness()
        let state = try await summarisedState(harness)
        let summary = try #require(state.weeklySummary)
        let text = String(decoding: try MarkdownSummary().render(summary, units: .kilograms), as: UTF8.self)
        #expect(text.contains("## Targets"))
        let quarter = DecimalText.trimmed(0.25, digits: 1)
        #expect(text.contains("| chest | 2 | \(quarter) | 10-20 | below |"))
        #expect(text.contains("| quadriceps | 0 | \(quarter) | 10-20 | below |"))
    }
}
